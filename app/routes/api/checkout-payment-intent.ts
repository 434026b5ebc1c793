import type { Route } from "./+types/checkout-payment-intent";
import { readJson, toResponse } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { PaymentIntentSchema } from "~/modules/checkout/checkout.schema";
import { startCheckoutPayment } from "~/modules/checkout/checkout.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";

// POST /api/checkout/payment-intent: prices the cart on the server and starts the payment.
export async function action({ request, context }: Route.ActionArgs) {
  try {
    await hitRateLimit("payment", context.clientIp, LIMITS.payment);
    const input = parseInput(PaymentIntentSchema, await readJson(request));
    const started = await startCheckoutPayment(context.db, getPaymentProvider(context.db, context.config), input);
    return Response.json(started, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** Anything but POST is a clear 405, not a router error. */
export function loader() {
  return Response.json({ error: "Method not allowed. Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
