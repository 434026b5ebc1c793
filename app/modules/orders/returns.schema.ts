import { z } from "zod";

import { poundsToPence } from "~/lib/schema-fields";

import { orderLineQuantity, refundFormInput } from "./orders.schema";

// The return screen: what arrived, which of it goes back on the shelf, and what is refunded for it.

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** A received return: per line how many arrived and whether they go back in stock, and the refund's parts. */
export const ProcessReturnSchema = z
  .object({
    returnId: z.string().uuid("Unknown return"),
    lines: z
      .array(
        // off for a faulty or damaged unit, which is refunded but not sold again
        orderLineQuantity.extend({ restock: checkbox.default(false) }),
      )
      .max(100),
    /** return postage refunded on top of the items */
    returnPostage: poundsToPence("Enter the return postage in pounds, e.g. 3.20", "Return postage").default(0),
    /** kept back from the items, with its reason (the credit note and the timeline give both) */
    deduction: poundsToPence("Enter the deduction in pounds, e.g. 5.00", "Deduction").default(0),
    deductionReason: z.string().trim().max(200, "Reason must be at most 200 characters").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.deduction > 0 && !v.deductionReason)
      ctx.addIssue({ code: "custom", path: ["deductionReason"], message: "Give the reason for the deduction" });
  });
export type ProcessReturnForm = z.input<typeof ProcessReturnSchema>;

/** A return recorded by mistake, or whose items the customer kept: it is closed with nothing refunded. */
export const CancelReturnSchema = z.object({ returnId: z.string().uuid("Unknown return") });
export type CancelReturn = z.input<typeof CancelReturnSchema>;

const blankIsNone = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** What the return screen posts as `quantity-<line>` and `restock-<line>`, as the schema's `lines`. */
export function returnFormInput(fields: Record<string, unknown>): Record<string, unknown> {
  const input = refundFormInput(fields) as { lines: { index: number; quantity: unknown }[] };
  return {
    ...input,
    // a blank amount is none, as a form leaves it
    returnPostage: blankIsNone(fields.returnPostage),
    deduction: blankIsNone(fields.deduction),
    lines: input.lines.map((l) => ({ ...l, restock: fields[`restock-${l.index}`] })),
  };
}

/**
 * The refund a return gives: its items (each at what was paid for it), plus return postage, less a
 * deduction; never below nothing. The screen's summary and the server both add it up here.
 */
export function returnRefundTotal(parts: { items: number; returnPostage: number; deduction: number }): number {
  return Math.max(0, parts.items + parts.returnPostage - parts.deduction);
}

/** "RET-1A2B3C4D": the reference the customer writes on the parcel, from the return's id. */
export const returnReference = (returnId: string) => `RET-${returnId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
