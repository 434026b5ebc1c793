// Column and constraint shapes the tables share, so each table states only what is its own.
import { sql } from "drizzle-orm";
import { bigint, check, integer, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** A random uuid primary key, made by the database. */
export const id = () => uuid().primaryKey().defaultRandom();

/** A moment, with time zone; nullable until `.notNull()`. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** A timestamp with time zone, set by the database on insert. */
export const createdAt = () => timestamptz().notNull().defaultNow();

/** When a row was made and last changed; the application sets `updatedAt` on each change. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: createdAt() });

/**
 * The order rows were written in, which breaks ties of their timestamps: rows of one transaction share
 * now(), and the embedded database's clock has millisecond resolution.
 */
export const writeOrder = () => bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity();

/** The row this one belongs to: deleting it deletes this row too. */
export const ownedBy = (owner: () => AnyPgColumn) => uuid().notNull().references(owner, { onDelete: "cascade" });

/** A check that a number (money, stock, a position) never goes below zero. */
export const nonNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

/** A slug unique among the rows not soft-deleted: a deleted item's slug is free for a new one. */
export const liveSlugKey = (name: string, t: { slug: AnyPgColumn; deletedAt: AnyPgColumn }) =>
  uniqueIndex(name)
    .on(t.slug)
    .where(sql`${t.deletedAt} is null`);

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
