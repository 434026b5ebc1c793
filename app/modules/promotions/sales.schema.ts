import { z } from "zod";

import { poundsToPence, requiredText } from "~/lib/schema-fields";

// The admin Sales form, the server action and the module share this schema.
const dateTime = (message: string) => z.coerce.date({ error: message });

export const SaleSchema = z
  .object({
    name: requiredText("Name is required", "Name", 200),
    startsAt: dateTime("Choose when the sale starts"),
    endsAt: dateTime("Choose when the sale ends"),
    discountType: z.enum(["percent", "amount"], { error: "Choose a percentage or an amount off" }),
    percentOff: z.coerce.number().int().min(1).max(90).optional(),
    amountOff: poundsToPence("Amount off must be a positive amount", "Amount off").optional(),
    target: z.enum(["all_products", "all_addons", "items"], { error: "Choose what the sale applies to" }),
    items: z.array(z.object({ kind: z.enum(["product", "addon"]), id: z.uuid() })).default([]),
  })
  .superRefine((sale, ctx) => {
    if (sale.endsAt <= sale.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The sale must end after it starts" });
    if (sale.discountType === "percent" && sale.percentOff == null)
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Enter a percentage between 1 and 90" });
    if (sale.discountType === "amount" && !sale.amountOff)
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: "Enter an amount off" });
    if (sale.target === "items" && sale.items.length === 0)
      ctx.addIssue({ code: "custom", path: ["items"], message: "Choose at least one item" });
  })
  .transform(({ discountType, percentOff, amountOff, ...sale }) => ({
    ...sale,
    percentOff: discountType === "percent" ? (percentOff ?? null) : null,
    amountOff: discountType === "amount" ? (amountOff ?? null) : null,
  }));
export type SaleInput = z.input<typeof SaleSchema>;

/** An item's price during a sale: never below zero. */
export function salePrice(price: number, sale: { percentOff: number | null; amountOff: number | null }) {
  if (sale.percentOff != null) return Math.round((price * (100 - sale.percentOff)) / 100);
  return Math.max(0, price - (sale.amountOff ?? 0));
}
