// Was-prices and scheduled sales: the rules the admin forms, the server and the storefront share.
import { z } from "zod";

import { formatPrice } from "~/lib/money";
import { poundsToPence } from "~/lib/schema-fields";

/** The CTSI Pricing Practices Guide's bar for a "was" price: sold at it this long, this recently. */
export const WAS_PRICE_MIN_DAYS = 28;
export const WAS_PRICE_WINDOW_MONTHS = 6;

export const COMPARE_AT_NOT_HIGHER = "The compare-at price must be higher than the price.";

/** An optional "was" price on the product and add-on forms: blank means none. */
export const compareAtPriceField = () =>
  z
    .preprocess(
      (v) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v),
      poundsToPence("Compare-at price must be a positive amount", "Compare-at price").nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

/** The form-level rule both forms apply after their own fields. */
export function checkCompareAt(item: { price: number; compareAtPrice: number | null }, ctx: z.RefinementCtx) {
  if (item.compareAtPrice != null && item.compareAtPrice <= item.price) {
    ctx.addIssue({ code: "custom", path: ["compareAtPrice"], message: COMPARE_AT_NOT_HIGHER });
  }
}

/** Why a compare-at price was refused: the history does not show the item sold at it long enough. */
export const wasPriceRefusal = (pence: number) =>
  `The shop can only show ${formatPrice(pence)} as a "was" price if it sold this item at ${formatPrice(pence)} ` +
  `for at least ${WAS_PRICE_MIN_DAYS} days in a row within the last ${WAS_PRICE_WINDOW_MONTHS} months ` +
  `(CTSI Pricing Practices Guide). The price history does not show that, so leave the compare-at price blank ` +
  `or use a price the item was sold at for that long.`;

/** A stored was-price back to the form's pounds (blank when none). */
export const compareAtInput = (pence: number | null) => (pence == null ? "" : (pence / 100).toFixed(2));
