// The basket on the server, against a real migrated database: every limit decided when a change is
// made, prices read fresh on every view, and the cart route's answers with and without JavaScript.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";
import { basketLines, baskets } from "~/db/schema/baskets";
import { itemVariants, products } from "~/db/schema/catalog";
import { LIMITS } from "~/lib/rate-limit.server";
import { keepSettingsInMemory } from "~/modules/settings/settings.server";

import { createAddon, createProduct, setStock, setVariantStock } from "../../../tests/support/factories";
import { freshIp } from "../../../tests/support/route-context";
import { freshTestDb } from "../../../tests/support/test-db";
import { acknowledgePrices, changeBasket, removeStaleBaskets, saveCheckoutStep, viewBasket } from "./basket.server";

let statements: string[] = [];
const { db } = await freshTestDb({ onQuery: (query) => statements.push(query) });
keepSettingsInMemory(db);

const addLine = (item: { id: string }) => ({
  intent: "add" as const,
  itemType: "addon" as const,
  itemId: item.id,
  variant: "",
  quantity: 1,
});

const add = (basketId: string | null, item: { id: string }, extra: { variant?: string; quantity?: number } = {}) =>
  changeBasket(db, basketId, {
    intent: "add",
    itemType: "variantImages" in item ? "product" : "addon",
    itemId: item.id,
    variant: extra.variant ?? "",
    quantity: extra.quantity ?? 1,
  });

describe("changing the basket", () => {
  it("merges the same item and variant into one line, and keeps variants apart", async () => {
    const product = await createProduct(db, { variantOptions: ["Black", "Blue"] });
    const first = await add(null, product, { variant: "Black" });
    await add(first.id, product, { variant: "Black", quantity: 2 });
    const result = await add(first.id, product, { variant: "Blue" });
    expect(result.view.lines.map((l) => [l.variant, l.quantity])).toEqual([
      ["Black", 3],
      ["Blue", 1],
    ]);
    expect((await viewBasket(db, first.id)).view.itemCount).toBe(4);
  });

  it("lowers a quantity past 10 to 10 and past the stock to the stock, saying so", async () => {
    const plenty = await createProduct(db, { stockQuantity: 50, variantOptions: [] });
    const basket = await add(null, plenty, { quantity: 9 });
    const capped = await add(basket.id, plenty, { quantity: 3 });
    expect(capped.view.lines[0].quantity).toBe(10);
    expect(capped.notice).toBe("You can order at most 10 of each item: your quantity is now 10");

    const scarce = await createProduct(db, { name: "R36 Ultra", stockQuantity: 8, variantOptions: [] });
    const line = (await add(basket.id, scarce, { quantity: 5 })).view.lines[1];
    const set = await changeBasket(db, basket.id, { intent: "set", lineId: line.id, quantity: 10 });
    expect(set.notice).toBe("Only 8 left: your quantity is now 8");
    const shown = set.view.lines[1];
    expect([shown.quantity, shown.maxQuantity, shown.capReason]).toEqual([8, 8, "Only 8 left"]);
  });

  it("caps each colour by its own stock and keeps the others buyable", async () => {
    const product = await createProduct(db, { variantOptions: ["Black", "Blue"] });
    await setVariantStock(db, product, { Black: 5, Blue: 0 });
    const basket = await add(null, product, { variant: "Black", quantity: 4 });
    const result = await add(basket.id, product, { variant: "Black", quantity: 3 });
    expect(result.view.lines.map((l) => l.quantity)).toEqual([5]);
    expect(result.notice).toBe("Only 5 left: your quantity is now 5");
    expect(result.view.lines[0]).toMatchObject({ maxQuantity: 5, capReason: "Only 5 left" });
    await expect(add(basket.id, product, { variant: "Blue" })).rejects.toThrow(
      `Sorry, ${product.name} (Blue) is out of stock.`,
    );
    const other = await createProduct(db, { stockQuantity: 1, variantOptions: ["Black", "Blue"] });
    await add(basket.id, other, { variant: "Black" });
    await expect(add(basket.id, other, { variant: "Blue" })).rejects.toMatchObject({ code: "out_of_stock" });
  });

  it("charges a colour's own price where it has one", async () => {
    const product = await createProduct(db, { price: 4999, variantOptions: ["Black", "Gold"] });
    await db
      .update(itemVariants)
      .set({ price: 5999 })
      .where(and(eq(itemVariants.itemId, product.id), eq(itemVariants.name, "Gold")));
    const basket = await add(null, product, { variant: "Gold" });
    const both = await add(basket.id, product, { variant: "Black" });
    expect(both.view.lines.map((l) => [l.variant, l.price])).toEqual([
      ["Gold", 5999],
      ["Black", 4999],
    ]);
    expect(both.view.subtotal).toBe(10998);
  });

  it(
    "refuses what cannot be bought: withdrawn, sold out, no option chosen, " + "an option that does not exist",
    async () => {
      const draft = await createProduct(db, { status: "draft" });
      await expect(add(null, draft, { variant: "Black" })).rejects.toThrow("This item is no longer available.");
      const soldOut = await createProduct(db, { name: "Gone", stockQuantity: 0, variantOptions: [] });
      await expect(add(null, soldOut)).rejects.toThrow("Sorry, Gone is out of stock.");
      const product = await createProduct(db, { name: "R36S", variantOptions: ["Black"] });
      await expect(add(null, product)).rejects.toThrow("Please select an option");
      await expect(add(null, product, { variant: "Gold" })).rejects.toThrow(
        "Please choose an available option for R36S.",
      );
      expect(await db.select().from(baskets)).toEqual([]);
    },
  );

  it("removes a line when its quantity is set below 1", async () => {
    const addon = await createAddon(db);
    const basket = await add(null, addon);
    const result = await changeBasket(db, basket.id, { intent: "set", lineId: basket.view.lines[0].id, quantity: 0 });
    expect(result.view.lines).toEqual([]);
    expect(await db.select().from(basketLines)).toEqual([]);
  });
});

describe("viewing the basket", () => {
  it("shows today's price, flags a change until the shopper has seen it, and totals at the new price", async () => {
    const product = await createProduct(db, { price: 4999, variantOptions: [] });
    const basket = await add(null, product);
    await db.update(products).set({ price: 5499 }).where(eq(products.id, product.id));
    const first = await viewBasket(db, basket.id);
    expect(first.view.lines[0]).toMatchObject({ price: 5499, priceChangedFrom: 4999 });
    expect(first.view.subtotal).toBe(5499);
    // any number of reads (the browser's background refresh, a reload) keep the notice
    const second = await viewBasket(db, basket.id);
    expect(second.view.lines[0].priceChangedFrom).toBe(4999);
    const seen = await acknowledgePrices(db, basket.id);
    expect(seen.view.lines[0].priceChangedFrom).toBeNull();
    expect((await viewBasket(db, basket.id)).view.lines[0].priceChangedFrom).toBeNull();
  });

  it("marks a withdrawn item and an oversold line, and holds checkout until they are dealt with", async () => {
    const product = await createProduct(db, { stockQuantity: 6, variantOptions: [] });
    const addon = await createAddon(db, { name: "Carry Case" });
    const basket = await add(null, product, { quantity: 5 });
    await add(basket.id, addon);
    await db.update(addons).set({ status: "draft" }).where(eq(addons.id, addon.id));
    await setStock(db, product.id, 3);
    const { view } = await viewBasket(db, basket.id);
    expect(view.lines.map((l) => l.problem)).toEqual([{ kind: "stock", left: 3 }, { kind: "unavailable" }]);
    expect(view.canCheckout).toBe(false);
    const fixed = await changeBasket(db, basket.id, { intent: "set", lineId: view.lines[0].id, quantity: 3 });
    const removed = await changeBasket(db, fixed.id, { intent: "remove", lineId: view.lines[1].id });
    expect(removed.view.canCheckout).toBe(true);
  });

  it("shows a variant's own image", async () => {
    const product = await createProduct(db, {
      image: "/images/black.webp",
      variantOptions: ["Black", "Blue"],
      variantImages: { Blue: "/images/blue.webp" },
    });
    const basket = await add(null, product, { variant: "Blue" });
    await add(basket.id, product, { variant: "Black" });
    const { view } = await viewBasket(db, basket.id);
    expect(view.lines.map((l) => l.image)).toEqual(["/images/blue.webp", "/images/black.webp"]);
  });

  it("removes a basket that never reached checkout a day after its last change, keeping one at checkout", async () => {
    const addon = await createAddon(db);
    const abandoned = await add(null, addon);
    const atCheckout = await add(null, addon);
    const fresh = await add(null, addon);
    await saveCheckoutStep(db, atCheckout.id, { contact: { email: "shopper@example.com", emailOffers: false } });
    await db.execute(
      sql`update baskets set updated_at = now() - interval '25 hours' where id in (${abandoned.id}, ${atCheckout.id})`,
    );
    expect(await removeStaleBaskets(db)).toBe(1);
    expect((await viewBasket(db, abandoned.id)).view.lines).toEqual([]);
    expect((await viewBasket(db, atCheckout.id)).view.lines).toHaveLength(1);
    expect((await viewBasket(db, fresh.id)).view.lines).toHaveLength(1);
  });

  it("starts at most the per-address number of new baskets for one address; its baskets still change", async () => {
    const addon = await createAddon(db);
    const ip = freshIp();
    const first = await changeBasket(db, null, { ...addLine(addon), quantity: 1 }, ip);
    for (let n = 1; n < LIMITS.newBasket.limit; n++) await changeBasket(db, null, addLine(addon), ip);
    await expect(changeBasket(db, null, addLine(addon), ip)).rejects.toMatchObject({ code: "rate_limited" });
    expect((await changeBasket(db, first.id, addLine(addon), ip)).view.lines[0].quantity).toBe(2);
    expect((await changeBasket(db, null, addLine(addon), freshIp())).view.lines).toHaveLength(1);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(baskets);
    expect(count).toBe(LIMITS.newBasket.limit + 1);
  });

  it("removes baskets untouched for 30 days", async () => {
    const addon = await createAddon(db);
    const old = await add(null, addon);
    const recent = await add(null, addon);
    await db.execute(sql`update baskets set updated_at = now() - interval '31 days' where id = ${old.id}`);
    expect(await removeStaleBaskets(db)).toBe(1);
    expect((await viewBasket(db, old.id)).view.lines).toEqual([]);
    expect((await viewBasket(db, recent.id)).view.lines).toHaveLength(1);
  });
});

describe("SQL per basket change and per view", () => {
  it("at most 3 statements for a change, 2 for a view", async () => {
    const product = await createProduct(db, { stockQuantity: 20, variantOptions: [] });
    const basket = await add(null, product);
    const count = async (work: () => Promise<unknown>) => {
      statements = [];
      await work();
      return statements.length;
    };
    expect(await count(() => add(null, product))).toBeLessThanOrEqual(3);
    expect(await count(() => add(basket.id, product))).toBeLessThanOrEqual(3);
    const lineId = basket.view.lines[0].id;
    expect(await count(() => changeBasket(db, basket.id, { intent: "set", lineId, quantity: 4 }))).toBeLessThanOrEqual(
      3,
    );
    await db.update(products).set({ price: 1 }).where(eq(products.id, product.id));
    expect(await count(() => viewBasket(db, basket.id))).toBeLessThanOrEqual(2);
    expect(await count(() => viewBasket(db, basket.id))).toBeLessThanOrEqual(1);
  });
});
