import { methodNotAllowed, toResponse } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { UpsellQuerySchema } from "~/modules/catalog/catalog.schema";
import { listUpsellAddons } from "~/modules/catalog/catalog.server";

import type { Route } from "./+types/cart-upsells";

// The 'Complete Your Setup' add-ons for what is in the cart (named in the address, so the answer is
// the same for everyone and may be cached), fetched by the drawer only when the cart is not empty.
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { items } = parseInput(UpsellQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    const addons = await listUpsellAddons(context.db, items);
    return Response.json({ addons }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
