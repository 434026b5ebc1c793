// Exporting the catalogue as a Shopify product CSV (product-csv.ts), streamed: a batch of products at a time in
// handle order, each batch read after the last one's handle through the live-slug index, so the memory it takes
// is one batch's whatever the catalogue's size, and no transaction is held open while the download is read.
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { itemVariants, products } from "~/db/schema/catalog";
import { batchedCsvStream } from "~/lib/csv-stream.server";

import { PRODUCT_CSV_COLUMNS, productToRecords, recordCells, type ExportProduct } from "./product-csv";

const BATCH = 200;

/** The file name of an export taken on `today`. */
export const productCsvFileName = (today = new Date()) => `products-${today.toISOString().slice(0, 10)}.csv`;

async function batchAfter(db: Db, after: string | null, limit: number): Promise<ExportProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      brand: products.brand,
      category: products.category,
      tags: products.tags,
      status: products.status,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      image: products.image,
      imageAltText: products.imageAltText,
      gallery: products.gallery,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      optionNames: products.optionNames,
      variantImages: products.variantImages,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), after === null ? undefined : gt(products.slug, after)))
    .orderBy(asc(products.slug))
    .limit(limit);
  if (rows.length === 0) return [];
  const variants = await db
    .select({
      itemId: itemVariants.itemId,
      name: itemVariants.name,
      sku: itemVariants.sku,
      stock: itemVariants.stock,
      price: itemVariants.price,
    })
    .from(itemVariants)
    .where(
      and(
        eq(itemVariants.itemKind, "product"),
        inArray(
          itemVariants.itemId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(itemVariants.itemId), asc(itemVariants.position), asc(itemVariants.name));
  const byProduct = new Map<string, typeof variants>();
  for (const v of variants) byProduct.set(v.itemId, [...(byProduct.get(v.itemId) ?? []), v]);
  return rows.map(({ id, ...p }) => ({ ...p, variants: byProduct.get(id) ?? [] }));
}

/** Every live product as Shopify's product CSV, in handle order. Shopify's own files have no byte-order mark. */
export function productsCsvStream(db: Db): ReadableStream<Uint8Array> {
  return batchedCsvStream<string>(
    PRODUCT_CSV_COLUMNS,
    BATCH,
    async (after, limit) => {
      const batch = await batchAfter(db, after, limit);
      if (batch.length === 0) return null;
      return { last: batch[batch.length - 1].slug, rows: batch.flatMap((p) => productToRecords(p).map(recordCells)) };
    },
    { bom: false },
  );
}
