import { jsonAction, methodNotAllowed } from "~/lib/http.server";
import { emptyBasketCountCookie, readBasketId } from "~/modules/cart/basket-cookie.server";
import { deleteBasket } from "~/modules/cart/basket.server";
import { ConfirmPaymentSchema } from "~/modules/checkout/checkout.schema";
import { orderAccessCookie } from "~/modules/orders/order-access.server";
import { confirmPayment } from "~/modules/orders/order-placement.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";

import type { Route } from "./+types/checkout-confirm";

// POST /api/checkout/confirm: { paymentIntentId } -> { orderNumber }, the same number on every replay.
// Not rate-limited: it charges nothing and only ever answers for a payment the caller already made.
// The answer carries the cookie that shows this browser its full confirmation (docs/decisions/129).
const confirm = jsonAction(ConfirmPaymentSchema, async ({ paymentIntentId }, { context }) => {
  const provider = getPaymentProvider(context.db, context.config);
  const { order } = await confirmPayment(
    context.db,
    { provider, config: context.config, logger: context.logger },
    paymentIntentId,
  );
  return { orderNumber: order.orderNumber };
});

export async function action(args: Route.ActionArgs) {
  const response = await confirm(args);
  if (response.ok) {
    const { orderNumber } = (await response.clone().json()) as { orderNumber: string };
    response.headers.append("Set-Cookie", orderAccessCookie(args.context.config, args.request, orderNumber));
    // the order was placed from this browser's basket: it is spent
    const basketId = readBasketId(args.request);
    if (basketId) {
      await deleteBasket(args.context.db, basketId);
      response.headers.append("Set-Cookie", emptyBasketCountCookie(args.request));
    }
  }
  return response;
}

/** Anything but POST is a clear 405, not a router error. */
export const loader = () => methodNotAllowed("POST");
