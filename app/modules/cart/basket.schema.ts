import { z } from "zod";

import { CodeEntrySchema } from "~/modules/promotions/discount-codes.schema";

import type { Totals } from "./basket-pricing";

// The basket's inputs, shared by its forms and the server: add, set quantity, remove, as the cart route
// takes them (ordinary form posts, with or without JavaScript).

export const MAX_LINE_QUANTITY = 10;

const quantity = (min: number) =>
  z.coerce
    .number("Quantity must be a number")
    .int("Quantity must be a whole number")
    .min(min, `Quantity must be at least ${min}`)
    .max(999, `You can order at most ${MAX_LINE_QUANTITY} of each item`);

/** Where a form without JavaScript returns to: a path on this shop, never another site. */
export const ReturnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, "Unknown return address")
  .optional();

export const BasketChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      itemType: z.enum(["product", "addon"], "This item is no longer available."),
      itemId: z.uuid("This item is no longer available."),
      /** blank when the item has no options */
      variant: z.string().trim().max(100).default(""),
      quantity: quantity(1).default(1),
      redirectTo: ReturnPathSchema,
    }),
    z.object({
      intent: z.literal("set"),
      lineId: z.uuid("That item is no longer in your cart."),
      /** below 1 removes the line (SPEC §5 'Cart') */
      quantity: quantity(-999),
      redirectTo: ReturnPathSchema,
    }),
    z.object({
      intent: z.literal("code"),
      code: CodeEntrySchema.shape.code,
      redirectTo: ReturnPathSchema,
    }),
    z.object({
      intent: z.literal("uncode"),
      redirectTo: ReturnPathSchema,
    }),
    /** the shopper has seen the new prices the basket flags */
    z.object({
      intent: z.literal("seen"),
      redirectTo: ReturnPathSchema,
    }),
    z.object({
      intent: z.literal("remove"),
      lineId: z.uuid("That item is no longer in your cart."),
      redirectTo: ReturnPathSchema,
    }),
  ],
  "Unknown cart action",
);
export type BasketChange = z.infer<typeof BasketChangeSchema>;
/** A change to the basket's lines (the code field has basket-code-entry.server.ts). */
export type LineChange = Exclude<BasketChange, { intent: "code" | "uncode" | "seen" }>;

/** Why a line cannot be bought as it is; checkout waits until it is fixed or removed. */
export type LineProblem = { kind: "unavailable" } | { kind: "stock"; left: number };

/** A basket line as every view shows it, read fresh from the catalogue. */
export type BasketLine = {
  id: string;
  itemType: "product" | "addon";
  itemId: string;
  slug: string;
  name: string;
  /** null when the item has no options */
  variant: string | null;
  /** the variant's own picture where it has one */
  image: string;
  quantity: number;
  /** today's unit price, pence (after the automatic add-on discount, when it applies) */
  price: number;
  /** with the automatic add-on discount: the unit price before it, and its percentage */
  priceBefore?: number;
  bundlePercent?: number;
  /** the price the shopper last saw, when it has changed since */
  priceChangedFrom: number | null;
  /** the most this line may hold now (the + button stops there) and why */
  maxQuantity: number;
  capReason: string | null;
  problem: LineProblem | null;
};

/**
 * The discount code on the basket, worked out afresh for every view. `valid` false: it does not apply
 * now (the basket shows "This code isn't valid" and takes nothing off). `amount`: pence off the goods;
 * a free-delivery code takes off the delivery fee instead.
 */
export type BasketDiscount = { code: string; valid: boolean; amount: number; freeDelivery: boolean };

export type BasketView = {
  lines: BasketLine[];
  itemCount: number;
  /** pence, lines that can be bought only */
  subtotal: number;
  canCheckout: boolean;
  discount: BasketDiscount | null;
  /**
   * Every figure of the basket from the one pricing function (basket-pricing.ts), with the delivery
   * method its checkout chose (standard until then): what the drawer, /cart and checkout show.
   */
  totals: Totals;
};

/** The lines checked against the catalogue, before the pricing function has priced them. */
export type LinesView = Omit<BasketView, "discount" | "totals">;

/** What the cart route answers a form sent through a fetcher. */
export type BasketAnswer = { ok: true; basket: BasketView; notice: string | null } | { ok: false; error: string };
