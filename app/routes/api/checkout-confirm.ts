import type { Route } from "./+types/checkout-confirm";
import { readJson, toResponse } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { ConfirmPaymentSchema } from "~/modules/checkout/checkout.schema";
import { confirmPayment } from "~/modules/orders/orders.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";

// POST /api/checkout/confirm: { paymentIntentId } -> { orderNumber }, the same number on every replay.
// Not rate-limited: it charges nothing and only ever answers for a payment the caller already made.
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { paymentIntentId } = parseInput(ConfirmPaymentSchema, await readJson(request));
    const provider = getPaymentProvider(context.db, context.config);
    const { order } = await confirmPayment(context.db, { provider, config: context.config, logger: context.logger }, paymentIntentId);
    return Response.json({ orderNumber: order.orderNumber }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** Anything but POST is a clear 405, not a router error. */
export function loader() {
  return Response.json({ error: "Method not allowed. Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
