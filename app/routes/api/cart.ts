import { methodNotAllowed } from "~/lib/http.server";
import { countCookieIfStale, readBasketId } from "~/modules/cart/basket-cookie.server";
import { viewBasket } from "~/modules/cart/basket.server";

import type { Route } from "./+types/cart";

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
