// Prices over time and scheduled sales (SPEC §3's catalogue items: products and add-ons).
// Money is integer pence. price_history is written by a database trigger on the price columns
// (docs/decisions/225), never by the application.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, timestamptz } from "./columns";

export const pricedItemKind = pgEnum("priced_item_kind", ["product", "addon"]);

/** The catalogue item a row is about, a product or an add-on; no foreign key, as it may be either table. */
export const pricedItemRef = () => ({ itemKind: pricedItemKind().notNull(), itemId: uuid().notNull() });

/** One row per price an item has had, from `validFrom` until the item's next row. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: id(),
    ...pricedItemRef(),
    price: integer().notNull(),
    validFrom: createdAt(),
  },
  (t) => [index("price_history_item_idx").on(t.itemKind, t.itemId, t.validFrom)],
);

export const saleStatus = pgEnum("sale_status", ["scheduled", "live", "ended"]);
export const saleTarget = pgEnum("sale_target", ["all_products", "all_addons", "items"]);

export type SaleItemRef = { kind: "product" | "addon"; id: string };

export const sales = pgTable(
  "sales",
  {
    id: id(),
    name: text().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    /** exactly one of the two is set */
    percentOff: integer(),
    amountOff: integer(),
    target: saleTarget().notNull(),
    items: jsonb().$type<SaleItemRef[]>().notNull().default([]),
    status: saleStatus().notNull().default("scheduled"),
    createdAt: createdAt(),
    startedAt: timestamptz(),
    endedAt: timestamptz(),
  },
  (t) => [
    index("sales_status_starts_idx").on(t.status, t.startsAt),
    check("sales_one_discount", sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
    check("sales_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The prices a live sale changed, so its end can put them back. */
export const saleItems = pgTable(
  "sale_items",
  {
    saleId: ownedBy(() => sales.id),
    ...pricedItemRef(),
    priceBefore: integer().notNull(),
    compareAtBefore: integer(),
    salePrice: integer().notNull(),
  },
  (t) => [index("sale_items_sale_idx").on(t.saleId), index("sale_items_item_idx").on(t.itemKind, t.itemId)],
);

export type Sale = typeof sales.$inferSelect;

export const discountKind = pgEnum("discount_kind", ["percentage", "amount", "free_delivery"]);
export const discountAppliesTo = pgEnum("discount_applies_to", ["everything", "products", "addons", "items"]);

/**
 * A code a shopper types in the basket or at checkout. `codeKey` is the code upper-cased: codes are
 * case-insensitive.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: id(),
    code: text().notNull(),
    codeKey: text().notNull(),
    kind: discountKind().notNull(),
    /** percent for `percentage`, pence for `amount`, 0 for `free_delivery` */
    value: integer().notNull(),
    /** pence the goods it applies to must come to */
    minimumSpend: integer().notNull().default(0),
    startsAt: timestamptz().notNull(),
    /** null: no end */
    endsAt: timestamptz(),
    /** null: no limit */
    usageLimit: integer(),
    onePerEmail: boolean().notNull().default(false),
    appliesTo: discountAppliesTo().notNull().default("everything"),
    items: jsonb().$type<SaleItemRef[]>().notNull().default([]),
    /** orders placed with it, counted under the row's lock at confirm */
    uses: integer().notNull().default(0),
    /** set when an operator ends it early */
    endedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(t.codeKey),
    check("discount_codes_uses_within_limit", sql`${t.usageLimit} is null or ${t.uses} <= ${t.usageLimit}`),
    check("discount_codes_value_range", sql`${t.value} >= 0`),
  ],
);

/**
 * One row per order placed with a code. `emailKey` is the mailbox (promotions/redeemer-key.ts) for a one-per-email code
 * and the payment id otherwise, so the unique index refuses a second use by one address atomically.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    codeId: ownedBy(() => discountCodes.id),
    emailKey: text().notNull(),
    paymentId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("discount_redemptions_code_email_key").on(t.codeId, t.emailKey)],
);

/** The one automatic rule: add-ons bought with a console, `percentOff` off each. One row (id 1); none means off. */
export const bundleDiscount = pgTable("bundle_discount", {
  id: integer().primaryKey().default(1),
  enabled: boolean().notNull().default(false),
  percentOff: integer().notNull().default(10),
  updatedAt: createdAt(),
});

export type DiscountCode = typeof discountCodes.$inferSelect;
