// Only true claims (DESIGN.md): sales counted from real orders, one "Most Popular", ratings computed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";
import { getRecentSalesClaim } from "~/modules/catalog/recent-sales.server";
import { getHomeCatalog } from "~/modules/storefront/storefront.server";
import { loader as recentSalesLoader } from "~/routes/api/recent-sales";

import { createOrder, createProduct, createReview } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const HOUR = 3_600_000;
const line = (productId: string, quantity: number) => ({
  productId,
  type: "product" as const,
  name: "Console",
  image: "",
  variant: null,
  quantity,
  price: 4999,
});

describe("sold in the last 24 hours", () => {
  it("counts the units of real paid orders of the last 24 hours, and says nothing below the minimum", async () => {
    const product = await createProduct(db, { stockQuantity: 50 });
    await db.update(settings).set({ soldRecentlyMinimum: 5 });
    await createOrder(db, { items: [line(product.id, 2)], orderDate: new Date(Date.now() - HOUR) });
    await createOrder(db, { items: [line(product.id, 2)], orderDate: new Date(Date.now() - 2 * HOUR) });
    // older than a day, cancelled, or another product: none of these count
    await createOrder(db, { items: [line(product.id, 9)], orderDate: new Date(Date.now() - 25 * HOUR) });
    await createOrder(db, { items: [line(product.id, 9)], status: "cancelled" });
    await createOrder(db, { items: [line(crypto.randomUUID(), 9)] });

    expect(await getRecentSalesClaim(db, product.slug)).toEqual({ soldLast24h: null }); // 4 sold, minimum 5
    await createOrder(db, { items: [line(product.id, 1)] });
    expect(await getRecentSalesClaim(db, product.slug)).toEqual({ soldLast24h: 5 });

    const res = await recentSalesLoader(routeArgs(db, new Request("http://localhost/"), { slug: product.slug }));
    expect(await res.json()).toEqual({ soldLast24h: 5 });
  });

  it("is never shown for a product out of stock, or when the operator has switched it off", async () => {
    const soldOut = await createProduct(db, { stockQuantity: 0 });
    const inStock = await createProduct(db, { stockQuantity: 10 });
    await db.update(settings).set({ soldRecentlyMinimum: 1 });
    await createOrder(db, { items: [line(soldOut.id, 3), line(inStock.id, 3)] });
    expect(await getRecentSalesClaim(db, soldOut.slug)).toEqual({ soldLast24h: null });
    expect(await getRecentSalesClaim(db, inStock.slug)).toEqual({ soldLast24h: 3 });
    await db.update(settings).set({ showSoldRecently: false }).where(eq(settings.id, 1));
    expect(await getRecentSalesClaim(db, inStock.slug)).toEqual({ soldLast24h: null });
  });
});

describe("most popular", () => {
  it("is one product, the best seller of the last 30 days, on the cards and the comparison alike", async () => {
    const [a, b, c] = [await createProduct(db), await createProduct(db), await createProduct(db)];
    await createOrder(db, { items: [line(a.id, 1)] });
    await createOrder(db, { items: [line(c.id, 3)] });
    await createOrder(db, { items: [line(b.id, 9)], orderDate: new Date(Date.now() - 31 * 24 * HOUR) });
    const home = await getHomeCatalog(db);
    expect(home.products.filter((p) => p.popular).map((p) => p.id)).toEqual([c.id]);
    expect(home.products.filter((p) => p.badge === "Most Popular").map((p) => p.id)).toEqual([c.id]);
  });

  it("is never a ticked product that sold less: the tick only chooses between equal best sellers", async () => {
    const best = await createProduct(db);
    await createProduct(db, { isPopular: true, updatedAt: new Date(Date.now() - 2 * HOUR) });
    await createOrder(db, { items: [line(best.id, 20)] });
    expect((await getHomeCatalog(db)).products.filter((p) => p.popular).map((p) => p.id)).toEqual([best.id]);
    const equal = await createProduct(db, { isPopular: true, updatedAt: new Date(Date.now() - HOUR) });
    await createOrder(db, { items: [line(equal.id, 20)] });
    expect((await getHomeCatalog(db)).products.filter((p) => p.popular).map((p) => p.id)).toEqual([equal.id]);
  });

  it("is nobody when nothing is flagged and nothing sold", async () => {
    await createProduct(db);
    await createProduct(db);
    const home = await getHomeCatalog(db);
    expect(home.products.some((p) => p.popular || p.badge === "Most Popular")).toBe(false);
  });
});

describe("ratings", () => {
  it("the home page's rating and recommendation are computed from published reviews", async () => {
    await createReview(db, { rating: 5, verifiedPurchase: true });
    await createReview(db, { rating: 4, verifiedPurchase: false });
    await createReview(db, { rating: 2, verifiedPurchase: false });
    await createReview(db, { rating: 1, status: "hidden" });
    const home = await getHomeCatalog(db);
    expect(home.reviewSummary).toMatchObject({ count: 3, average: 3.7, recommendPercent: 67, verifiedPercent: 33 });
  });
});
