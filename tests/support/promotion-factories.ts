// Factories for prices over time and discount codes, beside the catalogue's and orders' in factories.ts.
import { and, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { discountCodes, priceHistory } from "~/db/schema/promotions";

import { insertRow, unique } from "./factories";

/**
 * An item's price history as a shopper would have seen it: `prices` oldest first, each from `daysAgo`
 * days before `now` until the next. Replaces what the trigger recorded when the item was created.
 */
export async function createPriceHistory(
  db: Db,
  item: { kind: "product" | "addon"; id: string },
  prices: { price: number; daysAgo: number }[],
  now = new Date(),
) {
  await db.delete(priceHistory).where(and(eq(priceHistory.itemKind, item.kind), eq(priceHistory.itemId, item.id)));
  await db.insert(priceHistory).values(
    prices.map(({ price, daysAgo }) => ({
      itemKind: item.kind,
      itemId: item.id,
      price,
      validFrom: new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000),
    })),
  );
}

/** A discount code, live from an hour ago with no end, 10% off everything unless told otherwise. */
export async function createDiscountCode(db: Db, overrides: Partial<typeof discountCodes.$inferInsert> = {}) {
  const code = overrides.code ?? `CODE${unique().toUpperCase()}`;
  return insertRow(db, discountCodes, {
    kind: "percentage",
    value: 10,
    startsAt: new Date(Date.now() - 60 * 60 * 1000),
    ...overrides,
    code,
    codeKey: code.toUpperCase(),
  });
}
