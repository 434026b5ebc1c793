// Baskets: a shopper's cart kept on the server (DESIGN.md), found by a random id in an HttpOnly cookie.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, id } from "./columns";
import type { ShippingAddress } from "./orders";

/** What the checkout's steps saved so far, so reload and Back keep every field. */
export type BasketCheckout = {
  contact?: { email: string; emailOffers: boolean };
  shipping?: ShippingAddress;
  shippingMethod?: string;
};

export const baskets = pgTable(
  "baskets",
  {
    /** 32 random bytes, base64url: the cookie's value, unguessable */
    id: text().primaryKey(),
    checkout: jsonb().$type<BasketCheckout>().notNull().default({}),
    /** the discount code entered, as typed; checked again at every view and at confirm */
    discountCode: text(),
    createdAt: createdAt(),
    /** the last change; a basket untouched for 30 days is removed by the cleanup */
    updatedAt: createdAt(),
  },
  (t) => [index("baskets_updated_at_idx").on(t.updatedAt)],
);

/**
 * One line per item and variant: a product or an add-on (no foreign key, so a withdrawn or deleted
 * item leaves its line behind, shown as unavailable until the shopper removes it).
 */
export const basketLines = pgTable(
  "basket_lines",
  {
    id: id(),
    basketId: text()
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    itemType: text({ enum: ["product", "addon"] }).notNull(),
    itemId: uuid().notNull(),
    /** '' when the item has no options */
    variant: text().notNull().default(""),
    quantity: integer().notNull(),
    /** the unit price the shopper last saw (pence): a different current price is flagged until seen */
    seenPrice: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("basket_lines_item_key").on(t.basketId, t.itemType, t.itemId, t.variant),
    check("basket_lines_quantity_range", sql`${t.quantity} between 1 and 10`),
  ],
);

export type BasketLineRow = typeof basketLines.$inferSelect;
