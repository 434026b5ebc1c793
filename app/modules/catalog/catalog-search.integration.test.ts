import { describe, expect, it } from "vitest";

import { createAddon, createProduct } from "../../../tests/support/factories";
import { freshTestDb } from "../../../tests/support/test-db";
import { searchCatalog } from "./catalog-search.server";

const { db } = await freshTestDb();

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
});
