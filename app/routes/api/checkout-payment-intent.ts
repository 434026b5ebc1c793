import { jsonAction, methodNotAllowed } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { readBasketId } from "~/modules/cart/basket-cookie.server";
import { PaymentIntentSchema } from "~/modules/checkout/checkout.schema";
import { startCheckoutPayment } from "~/modules/checkout/checkout.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { CHECKOUT_JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: CHECKOUT_JSON_BODY } satisfies RouteRules;

// POST /api/checkout/payment-intent: prices the cart on the server and starts the payment.
export const action = jsonAction(
  PaymentIntentSchema,
  ({ context }) => hitRateLimit("payment", context.clientIp, LIMITS.payment),
  (input, { context, request }) =>
    startCheckoutPayment(context.db, getPaymentProvider(context.db, context.config), input, readBasketId(request)),
);

/** Anything but POST is a clear 405, not a router error. */
export const loader = () => methodNotAllowed("POST");
