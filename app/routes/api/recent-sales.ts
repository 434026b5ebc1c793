import { methodNotAllowed, toResponse } from "~/lib/http.server";
import { getRecentSalesClaim } from "~/modules/catalog/recent-sales.server";

import type { Route } from "./+types/recent-sales";

// The product page's "N sold in the last 24 hours", fetched after the (cached) page has loaded.
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const claim = await getRecentSalesClaim(context.db, params.slug);
    return Response.json(claim, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
