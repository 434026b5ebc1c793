import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { updateAddon } from "~/modules/addons/addons-admin.server";
import { createProduct, updateProduct } from "~/modules/catalog/catalog-admin.server";
import { bulkUpdateProducts } from "~/modules/catalog/catalog-bulk.server";
import { isGenuineWasPrice, priceHistoryOf } from "~/modules/promotions/price-history.server";

import { createAddon, createProduct as insertProduct } from "../support/factories";
import { createPriceHistory } from "../support/promotion-factories";
import { refusal } from "../support/refusal";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const DAY = 24 * 60 * 60 * 1000;
const prices = async (kind: "product" | "addon", id: string) =>
  (await priceHistoryOf(db, kind, id)).map((row) => row.price);

describe("price history", () => {
  it("records an item's first price from its creation and every change, whatever path made it", async () => {
    const createdAt = new Date(Date.now() - 40 * DAY);
    const product = await insertProduct(db, { price: 5499, createdAt });
    expect((await priceHistoryOf(db, "product", product.id))[0]).toEqual({ price: 5499, validFrom: createdAt });

    await updateProduct(db, { id: product.id, price: "49.99" });
    await bulkUpdateProducts(db, { filter: {}, change: { changePriceByPence: -1000 } });
    // a write the modules do not know about is recorded too
    await db.update(products).set({ price: 4500 }).where(eq(products.id, product.id));
    // saving without a price change adds nothing
    await updateProduct(db, { id: product.id, name: "Renamed" });
    expect(await prices("product", product.id)).toEqual([5499, 4999, 3999, 4500]);
  });

  it("records add-on prices too", async () => {
    const addon = await createAddon(db, { price: 1299 });
    await updateAddon(db, { id: addon.id, price: "9.99" });
    expect(await prices("addon", addon.id)).toEqual([1299, 999]);
  });
});

describe("compare-at (was) prices", () => {
  it("refuses a was-price the shop never sold at for 28 days in a row, and says why", async () => {
    const product = await insertProduct(db, { price: 4999 });
    await createPriceHistory(db, { kind: "product", id: product.id }, [
      { price: 5499, daysAgo: 40 },
      { price: 4999, daysAgo: 13 }, // 27 days at £54.99
    ]);
    const err = await refusal(() => updateProduct(db, { id: product.id, compareAtPrice: "54.99" }));
    expect(err.fieldErrors?.compareAtPrice).toMatch(/only show £54\.99 as a "was" price.*at least 28 days in a row/);
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0].compareAtPrice).toBeNull();
  });

  it("allows one the history supports, and refuses it once it is older than six months", async () => {
    const product = await insertProduct(db, { price: 4999 });
    await createPriceHistory(db, { kind: "product", id: product.id }, [
      { price: 5499, daysAgo: 60 },
      { price: 4999, daysAgo: 30 },
    ]);
    const saved = await updateProduct(db, { id: product.id, compareAtPrice: "54.99" });
    expect(saved.compareAtPrice).toBe(5499);
    const later = new Date(Date.now() + 190 * DAY);
    expect(await isGenuineWasPrice(db, "product", product.id, 5499, later)).toBe(false);
  });

  it("refuses a was-price on a new item (no history) and one not above the price", async () => {
    const input = { name: "New", slug: "new-console", price: "49.99", compareAtPrice: "59.99" };
    expect((await refusal(() => createProduct(db, input))).fieldErrors?.compareAtPrice).toMatch(/28 days/);
    const lower = await refusal(() => createProduct(db, { ...input, compareAtPrice: "39.99" }));
    expect(lower.fieldErrors?.compareAtPrice).toBe("The compare-at price must be higher than the price.");
  });

  it("checks add-ons the same way", async () => {
    const addon = await createAddon(db, { price: 999 });
    expect((await refusal(() => updateAddon(db, { id: addon.id, compareAtPrice: "12.99" }))).code).toBe(
      "invalid_input",
    );
    await createPriceHistory(db, { kind: "addon", id: addon.id }, [
      { price: 1299, daysAgo: 90 },
      { price: 999, daysAgo: 1 },
    ]);
    expect((await updateAddon(db, { id: addon.id, compareAtPrice: "12.99" })).compareAtPrice).toBe(1299);
  });
});
