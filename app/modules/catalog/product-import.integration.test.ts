import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";

import { countRows } from "../../../tests/support/count-rows";
import { createAdminSession, createProduct } from "../../../tests/support/factories";
import { shopifyProductCsv } from "../../../tests/support/shopify-csv";
import { freshTestDb } from "../../../tests/support/test-db";
import { listActivityForTarget } from "../activity/activity.server";
import { getProductForAdmin } from "./catalog-admin.server";
import { productsCsvStream } from "./product-export.server";
import { importProducts } from "./product-import.server";

const { db } = await freshTestDb();

const file = (text: string) => new Blob([text], { type: "text/csv" });
const check = (text: string) => importProducts(db, { intent: "check", file: file(text) });
const exported = () => new Response(productsCsvStream(db)).text();

describe("importing a Shopify product CSV", () => {
  it("a check reports what the file holds and writes nothing", async () => {
    const report = await check(shopifyProductCsv(6));
    expect(report).toMatchObject({ imported: false, products: 6, variants: 8, problems: [], ignoredColumns: [] });
    expect(await countRows(db, products)).toBe(0);
  });

  it("reports each row's problem by its line, and an import of that file writes nothing", async () => {
    const lines = shopifyProductCsv(3).split("\r\n");
    lines[2] = lines[2].replace("SKU-0000-WH,0,59.99", "SKU-0000-WH,-3,59.99"); // a negative stock
    lines[4] = lines[4].replace("Handheld 0002,", ","); // no title
    lines[3] = lines[3].replace(",50.99,", ",-1,"); // a negative price
    const text = [...lines.slice(0, 5), lines[1].replace("SKU-0000-BK", "SKU-0000-X"), ""].join("\r\n");
    const report = await importProducts(db, { intent: "import", file: file(text) });
    expect(report.imported).toBe(false);
    expect(report.problems).toEqual([
      { line: 2, message: "Stock must be a whole number of 0 or more" },
      { line: 4, message: "Price must be positive" },
      { line: 5, message: "Name is required" },
      { line: 6, message: "Handle “imported-handheld-0000” appears again after other products" },
    ]);
    expect(await countRows(db, products)).toBe(0);
  });

  it("refuses a handle or a SKU the shop already has", async () => {
    await createProduct(db, { slug: "imported-handheld-0001" });
    const report = await check(shopifyProductCsv(2));
    expect(report.problems).toEqual([
      { line: 4, message: "A product with the handle “imported-handheld-0001” already exists" },
    ]);
  });

  it("says which columns it leaves out, and warns that a compare-at price is not taken", async () => {
    const [header, ...rows] = shopifyProductCsv(2).split("\r\n");
    const text = [`${header},Gift Card`, ...rows.map((r) => (r ? `${r},FALSE` : r))]
      .join("\r\n")
      .replace(",50.99,,", ",50.99,70.00,");
    const report = await check(text);
    expect(report.ignoredColumns).toEqual(["Gift Card"]);
    expect(report.warnings).toEqual([{ line: 4, message: expect.stringMatching(/compare-at price is not imported/) }]);
  });

  it("imports every product with its variants, stock, prices and images, recorded in Activity", async () => {
    const { user } = await createAdminSession(db);
    const report = await importProducts(
      db,
      { intent: "import", file: file(shopifyProductCsv(3)) },
      { id: user.id, email: user.email },
    );
    expect(report).toMatchObject({ imported: true, products: 3, variants: 4 });
    const [row] = await db.select().from(products).where(eq(products.slug, "imported-handheld-0000"));
    const stored = await getProductForAdmin(db, row.id);
    expect(stored).toMatchObject({
      name: "Handheld 0000",
      price: 4999,
      status: "draft",
      brand: "Anbernic",
      category: "Handheld Consoles",
      tags: ["retro"],
      variantOptions: ["Black", "White"],
      optionNames: ["Colour"],
      stockQuantity: 5,
      image: "/uploads/imported-handheld-0000.webp",
      gallery: ["/uploads/imported-handheld-0000-2.webp"],
    });
    const entries = await listActivityForTarget(db, "product", row.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([["product.create", user.email]]);
  });

  it("is all or nothing: a product the database refuses while importing leaves none of the others", async () => {
    // the third product's insert fails after the first two were written in the same transaction
    await db.execute(sql`create function refuse_third() returns trigger language plpgsql as $$ begin
      if new.slug = 'imported-handheld-0002' then raise exception 'refused for the test'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger refuse_third before insert on products for each row execute function refuse_third()`,
    );
    try {
      await expect(importProducts(db, { intent: "import", file: file(shopifyProductCsv(3)) })).rejects.toThrow();
      expect(await countRows(db, products)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_third on products`);
      await db.execute(sql`drop function refuse_third`);
    }
  });
});

describe("exporting the catalogue as a Shopify product CSV", () => {
  // more products than one batch of the export; the journey moves 500 through the page
  it("gives back the file it imported, row for row, across export batches", { timeout: 120_000 }, async () => {
    const text = shopifyProductCsv(250);
    const report = await importProducts(db, { intent: "import", file: file(text) });
    expect(report).toMatchObject({ imported: true, problems: [] });
    expect(await exported()).toBe(text);
  });
});
