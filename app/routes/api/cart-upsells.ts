import { methodNotAllowed, toResponse } from "~/lib/http.server";
import { listUpsellAddons } from "~/modules/catalog/catalog.server";

import type { Route } from "./+types/cart-upsells";

// The 'Complete Your Setup' add-ons, fetched by the drawer only when the cart is not empty.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const addons = await listUpsellAddons(context.db);
    return Response.json({ addons }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
