import { z } from "zod";

// `GET /api/cart/prices?ids=a,b,c`: the ids of the products and add-ons in a cart.
export const CartPriceQuerySchema = z.object({
  ids: z
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
    .pipe(z.array(z.uuid("Each id must be a product or add-on id")).max(100, "Too many ids")),
});
