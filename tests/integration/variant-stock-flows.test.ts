// Stock per variant through the order page's flows (ADR 245): what a real checkout took from one colour,
// a refund with restock and a cancellation give back to that colour, never to another, the total following.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { createLogger } from "~/lib/logger.server";
import { cancelOrder, refundOrder } from "~/modules/orders/refunds.server";
import { createTestProvider } from "~/modules/payments/test-provider.server";

import { placeOrder } from "../support/checkout";
import { createAdminSession, createProduct, setVariantStock, variantStocks } from "../support/factories";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const deps = () => ({ provider: createTestProvider(db), logger: createLogger("silent") });
let actor: { id: string; email: string };
beforeEach(async () => {
  await resetDb(db);
  actor = (await createAdminSession(db)).user;
});
const totalOf = async (id: string) =>
  (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;

describe("stock per colour after the sale", () => {
  it("a refund with restock and then a cancellation put units back into the colour they were sold from", async () => {
    const x55 = await createProduct(db, { name: "X55", variantOptions: ["Glacier Blue", "Crimson Red"] });
    await setVariantStock(db, x55, { "Glacier Blue": 3, "Crimson Red": 5 });
    const order = await placeOrder(db, { id: x55.id, variantOptions: ["Glacier Blue"] }, 3);
    expect(order.items[0]).toMatchObject({ variant: "Glacier Blue", quantity: 3 });
    // the colour sold out; the other stays buyable
    expect(await variantStocks(db, x55.id)).toEqual({ "Glacier Blue": 0, "Crimson Red": 5 });
    expect(await totalOf(x55.id)).toBe(5);

    const refunded = await refundOrder(
      db,
      deps(),
      { id: order.id, mode: "lines", lines: [{ index: 0, quantity: 1 }], restock: true, reason: "Unwanted" },
      actor,
    );
    expect(refunded.ok).toBe(true);
    expect(await variantStocks(db, x55.id)).toEqual({ "Glacier Blue": 1, "Crimson Red": 5 });

    const cancelled = await cancelOrder(db, deps(), { id: order.id, reason: "Changed mind" }, actor);
    expect(cancelled.order.status).toBe("cancelled");
    // the two units not yet back go back, to Glacier Blue; nothing moves to Crimson Red
    expect(await variantStocks(db, x55.id)).toEqual({ "Glacier Blue": 3, "Crimson Red": 5 });
    expect(await totalOf(x55.id)).toBe(8);
  });
});
