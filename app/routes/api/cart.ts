import { methodNotAllowed } from "~/lib/http.server";
import { countCookieIfStale, readBasketId } from "~/modules/cart/basket-cookie.server";
import { viewBasket } from "~/modules/cart/basket.server";
import { JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/cart";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: JSON_BODY } satisfies RouteRules;

// GET /api/cart: the basket as the drawer shows it, read fresh (prices, stock), never stored. Pages are
// cached and the same for everyone; the storefront asks here after hydration, and on each opening.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { view } = await viewBasket(context.db, readBasketId(request));
  const headers = new Headers({ "Cache-Control": "no-store" });
  const count = countCookieIfStale(request, view.itemCount);
  if (count) headers.set("Set-Cookie", count);
  return Response.json({ basket: view }, { headers });
}

/** Changes go to /cart's forms; anything but GET here is a clear 405. */
export function action() {
  return methodNotAllowed("GET");
}
