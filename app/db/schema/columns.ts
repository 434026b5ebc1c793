// Column shapes every table uses.
import { integer, text, timestamp } from "drizzle-orm/pg-core";

/** A timestamp with time zone, set by the database on insert. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A priced checkout's totals, in pence: the payment's checkout row holds them until its order is made, and
 * the order keeps them. VAT is contained in the total (total / 6), not added; `discountCode` is the code
 * used, as the shop spells it, and `discount` what it took off.
 */
export const orderTotals = () => ({
  subtotal: integer().notNull(),
  shippingCost: integer().notNull(),
  vat: integer().notNull(),
  total: integer().notNull(),
  discountCode: text(),
  discount: integer().notNull().default(0),
});
