import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { products } from "~/db/schema/catalog";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { createSale, endSaleNow, listSales, tickSales } from "~/modules/promotions/sales.server";

import { createProduct } from "../support/factories";
import { createPriceHistory } from "../support/promotion-factories";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const HOUR = 60 * 60 * 1000;
const t0 = new Date();
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const priceOf = async (id: string) =>
  (await db.select().from(products).where(eq(products.id, id)))[0] as { price: number; compareAtPrice: number | null };
const saleLog = async () =>
  (
    await db
      .select()
      .from(activityLog)
      .where(inArray(activityLog.action, ["sale.start", "sale.end"]))
  ).map((row) => row.summary);

async function scheduledSale(items: { kind: "product"; id: string }[]) {
  return createSale(db, {
    name: "Black Friday",
    startsAt: at(1),
    endsAt: at(3),
    discountType: "percent",
    percentOff: "20",
    target: "items",
    items,
  });
}

describe("scheduled sales", () => {
  it("starts and ends by themselves, showing the genuine was-price and restoring prices", async () => {
    const genuine = await createProduct(db, { price: 5000 });
    await createPriceHistory(db, { kind: "product", id: genuine.id }, [{ price: 5000, daysAgo: 40 }], t0);
    const fresh = await createProduct(db, { price: 3000 }); // no 28 days at its price yet
    await scheduledSale([
      { kind: "product", id: genuine.id },
      { kind: "product", id: fresh.id },
    ]);

    expect(await tickSales(db, at(0.5))).toBe(0);
    expect(await tickSales(db, at(1))).toBe(1);
    expect(await priceOf(genuine.id)).toMatchObject({ price: 4000, compareAtPrice: 5000 });
    expect(await priceOf(fresh.id)).toMatchObject({ price: 2400, compareAtPrice: null });
    expect((await listSales(db))[0].status).toBe("live");

    expect(await tickSales(db, at(3))).toBe(1);
    expect(await priceOf(genuine.id)).toMatchObject({ price: 5000, compareAtPrice: null });
    expect(await priceOf(fresh.id)).toMatchObject({ price: 3000, compareAtPrice: null });
    expect((await listSales(db))[0].status).toBe("ended");
    expect(await saleLog()).toEqual([
      "Sale “Black Friday” started: 2 item(s) repriced",
      "Sale “Black Friday” ended: 2 price(s) restored",
    ]);
  });

  it("leaves a price the operator changed during the sale as they set it, and says so", async () => {
    const product = await createProduct(db, { price: 5000, name: "X55" });
    await scheduledSale([{ kind: "product", id: product.id }]);
    await tickSales(db, at(1));
    await updateProduct(db, { id: product.id, price: "35.00", compareAtPrice: "" });
    await tickSales(db, at(3));
    expect((await priceOf(product.id)).price).toBe(3500);
    expect((await saleLog())[1]).toBe(
      "Sale “Black Friday” ended: 0 price(s) restored; left as the operator set them during the sale: “X55” at £35.00",
    );
  });

  it("applies each moment once when two processes tick at the same time", async () => {
    const product = await createProduct(db, { price: 5000 });
    await scheduledSale([{ kind: "product", id: product.id }]);
    const starts = await Promise.all([tickSales(db, at(1)), tickSales(db, at(1))]);
    expect(starts.reduce((a, b) => a + b)).toBe(1);
    expect((await priceOf(product.id)).price).toBe(4000);
    const ends = await Promise.all([tickSales(db, at(3)), tickSales(db, at(3))]);
    expect(ends.reduce((a, b) => a + b)).toBe(1);
    expect((await priceOf(product.id)).price).toBe(5000);
    expect(await saleLog()).toHaveLength(2);
  });

  it("ends a live sale early by hand", async () => {
    const product = await createProduct(db, { price: 5000 });
    const sale = await scheduledSale([{ kind: "product", id: product.id }]);
    await tickSales(db, at(1));
    await endSaleNow(db, sale.id, undefined, at(2));
    expect((await priceOf(product.id)).price).toBe(5000);
    expect(await tickSales(db, at(3))).toBe(0);
  });
});
