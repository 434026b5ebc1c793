import { jsonLoader, methodNotAllowed, queryOf } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { UpsellQuerySchema } from "~/modules/catalog/catalog.schema";
import { listUpsellAddons } from "~/modules/catalog/catalog.server";
import { JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: JSON_BODY } satisfies RouteRules;

// The 'Complete Your Setup' add-ons for what is in the cart (named in the address, so the answer is
// the same for everyone and may be cached), fetched by the drawer only when the cart is not empty.
export const loader = jsonLoader(async ({ request, context }) => {
  const { items } = parseInput(UpsellQuerySchema, queryOf(request));
  const addons = await listUpsellAddons(context.db, items);
  return Response.json({ addons }, { headers: { "Cache-Control": "public, max-age=60" } });
});

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
