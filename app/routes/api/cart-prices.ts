import { methodNotAllowed, toResponse } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { CartPriceQuerySchema } from "~/modules/catalog/catalog.schema";
import { getCurrentPrices } from "~/modules/catalog/catalog.server";

import type { Route } from "./+types/cart-prices";

// Today's prices of the cart's lines; the drawer re-reads them each time it opens.
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { ids } = parseInput(CartPriceQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    const prices = await getCurrentPrices(context.db, ids);
    return Response.json({ prices }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
