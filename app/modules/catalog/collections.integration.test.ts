import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";

import {
  createAddon,
  createOrder,
  createProduct,
  orderLine,
  setStock,
  setVariantStock,
} from "../../../tests/support/factories";
import { freshTestDb } from "../../../tests/support/test-db";
import { collectionNamed, collectionStatements, getCollectionPage, MAKER_OPTIONS } from "./collections.server";
import { LISTING_PAGE_SIZE } from "./listing";
import { CollectionQuerySchema } from "./listing.schema";

const { db } = await freshTestDb();

const query = (input: Record<string, string> = {}) => CollectionQuerySchema.parse(input);
const page = async (slug: string, input: Record<string, string> = {}) =>
  (await getCollectionPage(db, slug, query(input)))!;
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("collection pages", () => {
  it("slices the catalogue: consoles, add-ons, on sale, in stock; only what is for sale", async () => {
    const console1 = await createProduct(db, { name: "Alpha", slug: "alpha", brand: "Anbernic", price: 5000 });
    await createProduct(db, { name: "Bravo", slug: "bravo", brand: "Miyoo", price: 7000, compareAtPrice: 8000 });
    await createProduct(db, { name: "Hidden", slug: "hidden", status: "draft" });
    const empty = await createProduct(db, { name: "Charlie", slug: "charlie", brand: "Miyoo", price: 9000 });
    await setStock(db, empty.id, 0);
    const addon = await createAddon(db, {
      name: "Case",
      slug: "case",
      productLinked: console1.id,
      compareAtPrice: 1500,
    });
    await setVariantStock(db, { id: addon.id, kind: "addon" }, { "": 3 });

    expect(names(await page("consoles")).sort()).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await page("add-ons")).toMatchObject({
      items: [expect.objectContaining({ kind: "addon", name: "Case" })],
      makers: [{ name: "Alpha", count: 1 }],
    });
    expect(names(await page("on-sale")).sort()).toEqual(["Bravo", "Case"]);
    expect(names(await page("in-stock")).sort()).toEqual(["Alpha", "Bravo", "Case"]);
    expect(await getCollectionPage(db, "nothing-here", query())).toBeNull();
  });

  it("filters by price range, brand and stock, and lists the collection's brands", async () => {
    await createProduct(db, { name: "Alpha", slug: "alpha", brand: "Anbernic", price: 5000 });
    await createProduct(db, { name: "Bravo", slug: "bravo", brand: "Miyoo", price: 7000 });
    const sold = await createProduct(db, { name: "Charlie", slug: "charlie", brand: "Miyoo", price: 9000 });
    await setStock(db, sold.id, 0);

    const consoles = await page("consoles", { min: "60", max: "£95.50" });
    expect(names(consoles).sort()).toEqual(["Bravo", "Charlie"]);
    expect(consoles.makers).toEqual([
      { name: "Anbernic", count: 1 },
      { name: "Miyoo", count: 2 },
    ]);
    expect(names(await page("consoles", { brand: "Miyoo", stock: "1" }))).toEqual(["Bravo"]);
    expect(names(await page("consoles", { brand: "Anbernic", min: "60" }))).toEqual([]);
  });

  it("offers the consoles most add-ons fit, a bounded list however many there are, and takes any typed", async () => {
    const consoles = [];
    for (let i = 0; i < MAKER_OPTIONS + 8; i++)
      consoles.push(await createProduct(db, { name: `Console ${String(i).padStart(2, "0")}`, slug: `console-${i}` }));
    // the last console fits the most add-ons, the first ones one each
    for (const [i, console] of consoles.entries())
      for (let n = 0; n < (i === consoles.length - 1 ? 3 : i >= 8 ? 2 : 1); n++)
        await createAddon(db, { name: `Case ${i}-${n}`, slug: `case-${i}-${n}`, productLinked: console.id });

    const addOns = await page("add-ons");
    expect(addOns.moreMakers).toBe(true);
    expect(addOns.makers).toHaveLength(MAKER_OPTIONS);
    expect(addOns.makers[0]).toEqual({ name: "Console 08", count: 2 });
    expect(addOns.makers.at(-1)).toEqual({ name: "Console 19", count: 3 });
    // a console left out of the list is still a filter, typed in any case
    expect(names(await page("add-ons", { brand: "console 00" }))).toEqual(["Case 0-0"]);
    // part of a name, as a shopper types it, finds every console it names
    expect(names(await page("add-ons", { brand: "sole 1", sort: "price-asc" }))).toHaveLength(
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].reduce((n, i) => n + (i === 19 ? 3 : 2), 0),
    );
    // what the shopper types is taken literally, never as a pattern
    expect(names(await page("add-ons", { brand: "console _0" }))).toEqual([]);
    expect((await page("consoles")).moreMakers).toBe(false);
  });

  it("sorts by price, newest and best selling from the running totals", async () => {
    const a = await createProduct(db, { name: "Alpha", slug: "alpha", price: 5000, createdAt: daysAgo(3) });
    const b = await createProduct(db, { name: "Bravo", slug: "bravo", price: 9000, createdAt: daysAgo(1) });
    await createProduct(db, { name: "Charlie", slug: "charlie", price: 7000, createdAt: daysAgo(2) });
    await createOrder(db, { items: [orderLine("Alpha", 5000, 1, a.id), orderLine("Bravo", 9000, 1, b.id)] });
    await createOrder(db, { items: [orderLine("Alpha", 5000, 4, a.id)] });
    // a cancelled order sold nothing
    await createOrder(db, { status: "cancelled", items: [orderLine("Bravo", 9000, 9, b.id)] });

    expect(names(await page("consoles"))).toEqual(["Bravo", "Charlie", "Alpha"]);
    expect(names(await page("consoles", { sort: "price-asc" }))).toEqual(["Alpha", "Charlie", "Bravo"]);
    expect(names(await page("consoles", { sort: "price-desc" }))).toEqual(["Bravo", "Charlie", "Alpha"]);
    expect(names(await page("consoles", { sort: "best-selling" }))).toEqual(["Alpha", "Bravo", "Charlie"]);
  });

  it("pages with a bounded offset, each item once, and a page past the end is empty", async () => {
    const count = LISTING_PAGE_SIZE + 3;
    for (let i = 0; i < count; i++)
      await createProduct(db, { name: `Item ${String(i).padStart(2, "0")}`, slug: `item-${i}`, price: 1000 + i });
    const first = await page("consoles", { sort: "price-asc" });
    const second = await page("consoles", { sort: "price-asc", page: "2" });
    expect(first).toMatchObject({ total: count, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(LISTING_PAGE_SIZE);
    expect(names(second)).toEqual(["Item 24", "Item 25", "Item 26"]);
    expect((await page("consoles", { page: "3" })).items).toEqual([]);
  });

  it("cuts the page in SQL over an index, and reads the listing's columns for the page's rows only", async () => {
    await createAddon(db, { name: "Case", slug: "case" });
    await db.execute(sql`analyze addons`);
    const planOf = (slug: string, input: Record<string, string> = {}) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { page } = collectionStatements(collectionNamed(slug)!, query(input));
        const rows = await queryRows<Record<string, string>>(tx, sql`explain ${page}`);
        return rows.map((r) => Object.values(r)[0]).join("\n");
      });
    const plan = await planOf("add-ons");
    // newest first is read backwards from the add-ons' (status, created) index, not sorted whole
    expect(plan, plan).toMatch(/Index Scan Backward using addons_status_created_idx/);
    expect(plan, plan).not.toMatch(/->\s+Sort\b/);
    // the cut comes first, then each of its rows is looked up by its key
    expect(plan, plan).toMatch(/Limit[\s\S]*Index Scan using addons_pkey/);
    // best selling reads each item's kept 30 days' total by its key, never the daily totals
    const bestSelling = await planOf("consoles", { sort: "best-selling" });
    expect(bestSelling, bestSelling).toMatch(/item_recent_sales_pkey/);
    expect(bestSelling, bestSelling).not.toMatch(/item_daily_sales/);
  });

  it("refuses a filter it cannot read, with a message for the form", () => {
    const refused = (input: Record<string, string>) => CollectionQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(refused({ min: "cheap" })).toBe("Enter the lowest price in pounds, like 20 or 49.99.");
    expect(refused({ min: "90", max: "50" })).toBe("The lowest price must not be above the highest.");
    expect(refused({ sort: "random" })).toBe("Please choose a sort order from the list.");
    expect(refused({ page: "0" })).toBe("There is no such page.");
  });
});
