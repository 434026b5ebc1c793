import { sql } from "drizzle-orm";
import { expect } from "vitest";

import { MIGRATIONS_FOLDER } from "~/db/client.server";

import { testUpgrade } from "../../tests/support/migration-db";

// A shop that sold one stock figure per product upgrades to stock per variant (ADR 245): every option
// becomes a variant, the product's stock is shared among them and never grows, add-ons start untracked.

const UPGRADE = "0020_item_variants";

testUpgrade(
  UPGRADE,
  "gives every option a variant holding a share of its product's stock, keeping every total",
  async (db) => {
    const products: [string, number, string[]][] = [
      ["x55", 10, ["Stealth Black", "Glacier Blue", "Crimson Red"]],
      ["r36", 0, ["Black", "Grey"]],
      ["plain", 7, []],
    ];
    for (const [slug, stock, options] of products)
      await db.run(sql`insert into products (name, slug, price, stock_quantity, variant_options, variant_images)
          values (${slug}, ${slug}, 4999, ${stock}, ${JSON.stringify(options)}::jsonb,
            ${JSON.stringify(options[0] ? { [options[0]]: "/images/first.webp" } : {})}::jsonb)`);
    await db.run(sql`insert into addons (name, slug, price, variant_options)
        values ('Case', 'case', 1299, '["Black", "Orange"]'::jsonb), ('Card', 'card', 1499, '[]'::jsonb)`);

    await db.migrate(MIGRATIONS_FOLDER);

    const variants = await db.run(sql`select coalesce(p.slug, a.slug) as slug, v.name, v.stock, v.image
        from item_variants v left join products p on p.id = v.item_id left join addons a on a.id = v.item_id
        order by 1, v.position`);
    const of = (slug: string) =>
      variants.filter((v) => v.slug === slug).map((v) => [v.name, v.stock === null ? null : Number(v.stock)]);
    expect(of("x55")).toEqual([
      ["Stealth Black", 4],
      ["Glacier Blue", 3],
      ["Crimson Red", 3],
    ]);
    expect(of("r36")).toEqual([
      ["Black", 0],
      ["Grey", 0],
    ]);
    expect(of("plain")).toEqual([["", 7]]);
    expect(of("case")).toEqual([
      ["Black", null],
      ["Orange", null],
    ]);
    expect(of("card")).toEqual([["", null]]);
    expect(variants.find((v) => v.name === "Stealth Black")?.image).toBe("/images/first.webp");

    const totals = await db.run(sql`select p.slug, p.stock_quantity as total, sum(v.stock) as shared
        from products p join item_variants v on v.item_kind = 'product' and v.item_id = p.id
        group by p.slug, p.stock_quantity`);
    for (const row of totals) expect(Number(row.shared)).toBe(Number(row.total));
    expect(totals.map((row) => Number(row.total)).sort()).toEqual([0, 10, 7].sort());
  },
);
