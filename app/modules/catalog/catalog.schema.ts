import { z } from "zod";

const idList = (max: number) =>
  z
    .string()
    .default("")
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid("Each id must be a product or add-on id")).max(max, "Too many ids"));

// `GET /api/cart/prices?ids=a,b,c`: the ids of the products and add-ons in a cart.
export const CartPriceQuerySchema = z.object({ ids: idList(100) });

// `GET /api/cart/upsells?items=a,b`: the products and add-ons in a cart, whose models' add-ons are offered.
export const UpsellQuerySchema = z.object({ items: idList(50) });
