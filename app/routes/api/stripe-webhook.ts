import { jsonEndpoint, readText } from "~/lib/http.server";
import { handlePaymentEvent } from "~/modules/orders/orders.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { verifyStripeEvent } from "~/modules/payments/stripe.server";
import { NOT_CACHED, WEBHOOK_BODY, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: WEBHOOK_BODY } satisfies RouteRules;

// POST /api/stripe/webhook: signature checked on the raw body before anything is read from it.
export const action = jsonEndpoint(
  async () => undefined,
  async ({ request, context }) => {
    const event = await verifyStripeEvent(
      context.config,
      await readText(request),
      request.headers.get("stripe-signature"),
    );
    const provider = getPaymentProvider(context.db, context.config);
    const result = await handlePaymentEvent(
      context.db,
      { provider, config: context.config, logger: context.logger },
      event,
    );
    return Response.json({ received: true, ...result });
  },
);

/** Anything but POST is a clear 405, not a router error. */
export function loader() {
  return Response.json({ error: "Method not allowed. Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
