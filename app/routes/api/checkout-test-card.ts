import { DomainError } from "~/lib/errors";
import { jsonEndpoint, readJson } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/validation";
import { TestCardChargeSchema } from "~/modules/payments/payments.schema";
import { paymentMode } from "~/modules/payments/payments.server";
import { chargeTestCard } from "~/modules/payments/test-provider.server";
import { NOT_CACHED, SMALL_JSON_BODY, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: SMALL_JSON_BODY } satisfies RouteRules;

// POST /api/checkout/test-card: the built-in test provider's card payment (only without Stripe).
export const action = jsonEndpoint(
  async () => undefined,
  async ({ request, context }) => {
    if (paymentMode(context.config) !== "test") throw new DomainError("not_found", "Test payments are not available.");
    await hitRateLimit("payment", context.clientIp, LIMITS.payment);
    const input = parseInput(TestCardChargeSchema, await readJson(request));
    return Response.json(await chargeTestCard(context.db, input), { headers: { "Cache-Control": "no-store" } });
  },
);

/** Anything but POST is a clear 405, not a router error. */
export function loader() {
  return Response.json({ error: "Method not allowed. Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
