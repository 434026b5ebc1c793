import { jsonLoader, methodNotAllowed, queryOf } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { CartPriceQuerySchema } from "~/modules/catalog/catalog.schema";
import { getCurrentPrices } from "~/modules/catalog/catalog.server";
import { JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: JSON_BODY } satisfies RouteRules;

// Today's prices of the cart's lines; the drawer re-reads them each time it opens (never cached).
export const loader = jsonLoader(async ({ request, context }) => {
  const { ids } = parseInput(CartPriceQuerySchema, queryOf(request));
  return { prices: await getCurrentPrices(context.db, ids) };
});

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
