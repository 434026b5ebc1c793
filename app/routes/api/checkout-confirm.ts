import { jsonAction, methodNotAllowed } from "~/lib/http.server";
import { ConfirmPaymentSchema } from "~/modules/checkout/checkout.schema";
import { confirmPayment } from "~/modules/orders/orders.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";

// POST /api/checkout/confirm: { paymentIntentId } -> { orderNumber }, the same number on every replay.
// Not rate-limited: it charges nothing and only ever answers for a payment the caller already made.
export const action = jsonAction(ConfirmPaymentSchema, async ({ paymentIntentId }, { context }) => {
  const provider = getPaymentProvider(context.db, context.config);
  const { order } = await confirmPayment(
    context.db,
    { provider, config: context.config, logger: context.logger },
    paymentIntentId,
  );
  return { orderNumber: order.orderNumber };
});

/** Anything but POST is a clear 405, not a router error. */
export const loader = () => methodNotAllowed("POST");
