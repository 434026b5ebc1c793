import { jsonLoader, methodNotAllowed } from "~/lib/http.server";
import { getRecentSalesClaim } from "~/modules/catalog/recent-sales.server";

// The product page's "N sold in the last 24 hours", fetched after the (cached) page has loaded (never cached).
export const loader = jsonLoader(({ params, context }) => getRecentSalesClaim(context.db, params.slug ?? ""));

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
