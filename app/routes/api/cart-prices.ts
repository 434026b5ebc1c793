import { jsonLoader, methodNotAllowed, queryOf } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { CartPriceQuerySchema } from "~/modules/catalog/catalog.schema";
import { getCurrentPrices } from "~/modules/catalog/catalog.server";

// Today's prices of the cart's lines; the drawer re-reads them each time it opens (never cached).
export const loader = jsonLoader(async ({ request, context }) => {
  const { ids } = parseInput(CartPriceQuerySchema, queryOf(request));
  return { prices: await getCurrentPrices(context.db, ids) };
});

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
