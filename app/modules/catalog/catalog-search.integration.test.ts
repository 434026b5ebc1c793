import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { catalogSearchDocument, products } from "~/db/schema/catalog";

import { createAddon, createProduct } from "../../../tests/support/factories";
import { freshTestDb } from "../../../tests/support/test-db";
import { RANKED_AT_MOST, SEARCH_SETTINGS, searchCatalog } from "./catalog-search.server";

const statements: string[] = [];
const { db } = await freshTestDb({ onQuery: (query) => statements.push(query) });

const search = (q: string, page = 1, size?: number) => searchCatalog(db, { q, page }, size);
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe("product search", () => {
  it("finds words of the name, tagline, options and description, stemmed, and only what is for sale", async () => {
    await createProduct(db, {
      name: "Anbernic RG35XX Plus",
      slug: "anbernic-rg35xx-plus",
      tagline: "Pocketable vertical handheld",
      description: "Plays arcade classics on a bright screen.",
      variantOptions: ["Transparent Purple", "Grey"],
    });
    await createProduct(db, { name: "Miyoo Mini", slug: "miyoo-mini", tagline: "Tiny", description: "Small." });
    await createProduct(db, { name: "Anbernic Draft", slug: "anbernic-draft", status: "draft" });
    await createAddon(db, { name: "Carry case", slug: "carry-case", description: "A hard shell for consoles." });

    expect(names((await search("anbernic")).items)).toEqual(["Anbernic RG35XX Plus"]);
    expect(names((await search("vertical")).items)).toEqual(["Anbernic RG35XX Plus"]);
    expect(names((await search("purple")).items)).toEqual(["Anbernic RG35XX Plus"]);
    expect(names((await search("arcade classic")).items)).toEqual(["Anbernic RG35XX Plus"]);
    // an add-on is found too, and "console" finds "consoles" (English stemming)
    const cases = await search("console");
    expect(cases.items).toEqual([expect.objectContaining({ kind: "addon", name: "Carry case", slug: "carry-case" })]);
  });

  it("finds a name typed with a typo by its trigrams", async () => {
    await createProduct(db, { name: "Anbernic RG35XX", slug: "anbernic-rg35xx", tagline: "Vertical handheld" });
    await createProduct(db, { name: "Retroid Pocket 5", slug: "retroid-pocket-5", tagline: "Android handheld" });
    expect(names((await search("anbrenic")).items)).toEqual(["Anbernic RG35XX"]);
    expect(names((await search("retriod pocket")).items)).toEqual(["Retroid Pocket 5"]);
  });

  it("suggests the closest items when nothing matches", async () => {
    await createProduct(db, { name: "Powkiddy RGB30", slug: "powkiddy-rgb30", tagline: "Square screen" });
    await createProduct(db, { name: "Miyoo Flip", slug: "miyoo-flip", tagline: "Clamshell" });
    const result = await search("gameboy kiddy");
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
    expect(names(result.suggestions)).toEqual(["Powkiddy RGB30"]);
    // a search that matches has no suggestions
    expect((await search("miyoo")).suggestions).toEqual([]);
  });

  it("pages the results with the total, and an empty search finds nothing", async () => {
    for (let i = 1; i <= 5; i++) await createProduct(db, { name: `Pocket Arcade ${i}`, slug: `pocket-arcade-${i}` });
    const first = await search("pocket arcade", 1, 2);
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(2);
    const last = await search("pocket arcade", 3, 2);
    expect(last.items).toHaveLength(1);
    const all = [...first.items, ...(await search("pocket arcade", 2, 2)).items, ...last.items];
    expect(new Set(names(all)).size).toBe(5);
    // past the end: no items, but the total is still known
    expect(await search("pocket arcade", 4, 2)).toMatchObject({ items: [], total: 5, pageCount: 3 });
    expect(await search("")).toMatchObject({ items: [], total: 0, suggestions: [] });
  });

  it("matches a word nearly every item has through the words' index, not by reading every item again", async () => {
    for (let i = 0; i < 40; i++) {
      const description = "A long battery life for hours of play.";
      await createProduct(db, { name: `Handheld ${i}`, slug: `handheld-battery-${i}`, description });
      await createAddon(db, { name: `Power bank ${i}`, slug: `power-bank-${i}`, description });
    }
    expect((await search("battery", 1, 100)).total).toBeGreaterThanOrEqual(80);
    await db.execute(sql`analyze products`);
    await db.execute(sql`analyze addons`);
    const words = sql`websearch_to_tsquery('english', 'battery')`;
    const planOf = (table: string, document: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        for (const setting of SEARCH_SETTINGS) await tx.execute(sql.raw(setting));
        const rows = await queryRows<Record<string, string>>(
          tx,
          sql`explain select id from ${sql.raw(table)} where ${document} @@ ${words}`,
        );
        return rows.map((r) => Object.values(r)[0]).join("\n");
      });
    const productPlan = await planOf("products", catalogSearchDocument(products));
    expect(productPlan, productPlan).toContain("products_search_idx");
    expect(productPlan, productPlan).not.toMatch(/Seq Scan/);
    const addonPlan = await planOf("addons", catalogSearchDocument(addons));
    expect(addonPlan, addonPlan).toContain("addons_search_idx");
    expect(addonPlan, addonPlan).not.toMatch(/Seq Scan/);
  });

  it("lists a word more items have than it ranks by name from the words' index, scoring none of them", async () => {
    const count = RANKED_AT_MOST + 4;
    for (let i = 0; i < count; i++) {
      const name = `Stamina ${String(count - i).padStart(3, "0")}`;
      await createProduct(db, { name, slug: `stamina-${i}`, description: "Great stamina for long trips." });
    }
    await db.execute(sql`analyze products`);
    statements.length = 0;
    const second = await search("stamina", 2, 10);
    expect(second).toMatchObject({ total: count, page: 2 });
    expect(names(second.items)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Stamina ${String(11 + i).padStart(3, "0")}`),
    );
    // no item is scored against the search, and each statement reads the words' index, not every item
    const sent = statements.filter((s) => s.includes('"products"'));
    expect(sent.length).toBeGreaterThan(0);
    for (const statement of sent) {
      expect(statement).not.toMatch(/word_similarity|<%/);
      // its generic plan, as for any parameters
      const plan = await db.transaction(async (tx) => {
        for (const setting of SEARCH_SETTINGS) await tx.execute(sql.raw(setting));
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        await tx.execute(sql.raw(`prepare search_plan as ${statement}`));
        const params = new Set(statement.match(/\$\d+/g)).size;
        const args = params ? `(${Array.from({ length: params }, () => "null").join(", ")})` : "";
        const rows = await queryRows<Record<string, string>>(tx, sql.raw(`explain execute search_plan${args}`));
        await tx.execute(sql`deallocate search_plan`);
        return rows.map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan, plan).toContain("products_search_idx");
      expect(plan, plan).not.toMatch(/Seq Scan on products\b/);
      // and no item's words are worked out again to filter it
      expect(plan, plan).not.toMatch(/Filter: .*to_tsvector/);
    }
    // a search the words match a few times is still ranked with its typos
    expect(names((await search("stamina 001")).items)[0]).toBe("Stamina 001");
  });
});
