import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { basketLines, baskets } from "~/db/schema/baskets";
import { itemVariants, products } from "~/db/schema/catalog";

import type { CatalogItem, CatalogLine, StoredLine } from "./basket-view";

// The basket's reads: each one statement joining the lines to what the catalogue says of them today.

// A line's variant carries its own stock (null: not tracked) and may carry its own price (docs/decisions/245).
const itemColumns = {
  name: sql<string | null>`coalesce(${products.name}, ${addons.name})`,
  slug: sql<string | null>`coalesce(${products.slug}, ${addons.slug})`,
  price: sql<number | null>`coalesce(${itemVariants.price}, ${products.price}, ${addons.price})`,
  image: sql<string | null>`coalesce(${products.image}, ${addons.image})`,
  status: sql<string | null>`coalesce(${products.status}::text, ${addons.status}::text)`,
  variantOptions: sql<string[] | null>`coalesce(${products.variantOptions}, ${addons.variantOptions})`,
  variantImages: products.variantImages,
  stock: itemVariants.stock,
};

/** The variant row of a line's item (its name, '' for the default one). */
const variantOfLine = (itemType: SQL | string, itemId: SQL | string, variant: SQL | string) =>
  and(
    sql`${itemVariants.itemKind}::text = ${itemType}`,
    sql`${itemVariants.itemId} = ${itemId}`,
    sql`${itemVariants.name} = ${variant}`,
  );

/** One statement: the basket, its lines and what the catalogue says of each line today. */
export async function readBasket(db: Db, id: string) {
  const rows = await db
    .select({
      checkout: baskets.checkout,
      code: baskets.discountCode,
      line: {
        id: basketLines.id,
        itemType: basketLines.itemType,
        itemId: basketLines.itemId,
        variant: basketLines.variant,
        quantity: basketLines.quantity,
        seenPrice: basketLines.seenPrice,
      },
      ...itemColumns,
    })
    .from(baskets)
    .leftJoin(basketLines, eq(basketLines.basketId, baskets.id))
    .leftJoin(
      products,
      and(eq(basketLines.itemType, "product"), eq(products.id, basketLines.itemId), isNull(products.deletedAt)),
    )
    .leftJoin(
      addons,
      and(eq(basketLines.itemType, "addon"), eq(addons.id, basketLines.itemId), isNull(addons.deletedAt)),
    )
    .leftJoin(
      itemVariants,
      variantOfLine(sql`${basketLines.itemType}`, sql`${basketLines.itemId}`, sql`${basketLines.variant}`),
    )
    .where(eq(baskets.id, id))
    .orderBy(asc(basketLines.createdAt), asc(basketLines.id));
  if (rows.length === 0) return null;
  const lines: CatalogLine[] = rows.flatMap(({ checkout: _checkout, code: _code, line, ...item }) =>
    line ? [{ ...(line as StoredLine), item: item.name === null ? null : (item as CatalogItem) }] : [],
  );
  return { checkout: rows[0].checkout, code: rows[0].code, lines };
}

/** One statement: the item a shopper is adding, with the variant chosen (null when the item does not exist). */
export async function readItem(
  db: Db,
  itemType: "product" | "addon",
  itemId: string,
  variant: string,
): Promise<CatalogItem | null> {
  const chosen = variantOfLine(itemType, sql`${itemId}::uuid`, variant);
  const [row] =
    itemType === "product"
      ? await db
          .select({
            name: products.name,
            slug: products.slug,
            price: sql<number>`coalesce(${itemVariants.price}, ${products.price})`,
            image: products.image,
            status: products.status,
            variantOptions: products.variantOptions,
            variantImages: products.variantImages,
            stock: itemVariants.stock,
          })
          .from(products)
          .leftJoin(itemVariants, and(chosen, sql`${itemVariants.itemId} = ${products.id}`))
          .where(and(eq(products.id, itemId), isNull(products.deletedAt)))
      : await db
          .select({
            name: addons.name,
            slug: addons.slug,
            price: sql<number>`coalesce(${itemVariants.price}, ${addons.price})`,
            image: addons.image,
            status: addons.status,
            variantOptions: addons.variantOptions,
            variantImages: sql<null>`null`,
            stock: itemVariants.stock,
          })
          .from(addons)
          .leftJoin(itemVariants, and(chosen, sql`${itemVariants.itemId} = ${addons.id}`))
          .where(and(eq(addons.id, itemId), isNull(addons.deletedAt)));
  return row ?? null;
}
