import type { Route } from "./+types/cart-upsells";
import { toResponse } from "~/lib/http.server";
import { listUpsellAddons } from "~/modules/catalog/catalog.server";

// The 'Complete Your Setup' add-ons, fetched by the drawer only when the cart is not empty.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const addons = await listUpsellAddons(context.db);
    return Response.json({ addons }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}
