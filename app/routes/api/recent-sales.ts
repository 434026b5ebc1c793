import { jsonLoader, methodNotAllowed } from "~/lib/http.server";
import { getRecentSalesClaim } from "~/modules/catalog/recent-sales.server";
import { JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: JSON_BODY } satisfies RouteRules;

// The product page's "N sold in the last 24 hours", fetched after the (cached) page has loaded (never cached).
export const loader = jsonLoader(({ params, context }) => getRecentSalesClaim(context.db, params.slug ?? ""));

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
