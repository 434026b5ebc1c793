// The whole catalogue by name, for resolving an operator's words (the assistant's planner): every product and
// add-on not deleted, drafts too, with only what a name's resolution and its answer need, newest first. The
// admin lists are one page of twenty, and a name the planner does not hold is a name it cannot find.
import { asc, desc, isNull, ne } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";

import type { ItemKind } from "./variants.server";

/** A product's or add-on's name row with `extra` columns, for every one not deleted, newest first. */
function namedItems<X extends SelectedFields>(db: Db, table: typeof products | typeof addons, extra: X) {
  const { id, name, slug, status, price } = table;
  return db
    .select({ id, name, slug, status, price, ...extra })
    .from(table)
    .where(isNull(table.deletedAt))
    .orderBy(desc(table.createdAt), asc(table.name), asc(table.id));
}

/** Each item: kind, id, name, slug, status, price (pence), stock (products only) and its named variants. */
export async function listCatalogNames(db: Db) {
  const [productRows, addonRows, variantRows] = await Promise.all([
    namedItems(db, products, { stock: products.stockQuantity }),
    namedItems(db, addons, { addonType: addons.type, linkedProductId: addons.productLinked }),
    db
      .select({
        kind: itemVariants.itemKind,
        itemId: itemVariants.itemId,
        name: itemVariants.name,
        stock: itemVariants.stock,
      })
      .from(itemVariants)
      .where(ne(itemVariants.name, ""))
      .orderBy(asc(itemVariants.position), asc(itemVariants.name)),
  ]);
  const variants = new Map<string, { name: string; stock: number | null }[]>();
  for (const { kind, itemId, name, stock } of variantRows) {
    const key = `${kind}:${itemId}`;
    variants.set(key, [...(variants.get(key) ?? []), { name, stock }]);
  }
  const variantsOf = (kind: ItemKind, id: string) => variants.get(`${kind}:${id}`) ?? [];
  return [
    ...productRows.map((p) => ({ kind: "product" as const, ...p, variants: variantsOf("product", p.id) })),
    ...addonRows.map((a) => ({ kind: "addon" as const, ...a, stock: null, variants: variantsOf("addon", a.id) })),
  ];
}
