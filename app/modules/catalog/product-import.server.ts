// Importing a Shopify product CSV (product-csv.ts): the file is read as a stream, every product is checked by the
// product form's own schema before anything is written, and the import is all or nothing: every product in one
// transaction, or none. A dry run reports the same problems, each by its line in the file, and writes nothing.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import { parse } from "csv-parse";
import { and, inArray, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { itemVariants, products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { containsIllFormedText, containsNul, NUL_CHARACTER_MESSAGE, parseInput } from "~/lib/validation";
import type { Actor } from "~/modules/auth/auth.schema";

import { ProductSchema, type ProductInput } from "./catalog-admin.schema";
import { createProduct } from "./catalog-admin.server";
import {
  groupByHandle,
  PRODUCT_CSV_COLUMNS,
  productFromRows,
  type ImportedProduct,
  type LineProblem,
  type NumberedRecord,
  type ProductCsvRecord,
} from "./product-csv";
import { ProductImportSchema, type ImportReport } from "./product-import.schema";
import { VariantRowsSchema } from "./variants.schema";

/** The most rows one file may hold: a large shop's catalogue, far below what would exhaust the server. */
export const IMPORT_MAX_ROWS = 50_000;
const REQUIRED_COLUMNS = ["Handle", "Title", "Variant Price"] as const;

/** Reads the file's records, each with the line it starts on; unknown columns are named, not read. */
async function readRecords(file: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array>) {
  const parser = Readable.fromWeb(file as WebReadableStream<Uint8Array>).pipe(
    parse({ bom: true, columns: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: false }),
  );
  const records: NumberedRecord[] = [];
  let header: string[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number; columns: { name: string }[] };
    }>) {
      if (records.length === 0) header = info.columns.map((c) => c.name);
      if (records.length >= IMPORT_MAX_ROWS)
        throw new DomainError(
          "invalid_input",
          `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows`,
        );
      // a record ending on line n that spans k lines starts on line n - k + 1; quoted newlines are rare
      records.push({ line: info.lines, record: record as ProductCsvRecord });
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const line = (err as { lines?: number }).lines;
    throw new DomainError("invalid_input", `This is not a CSV file we can read${line ? ` (line ${line})` : ""}.`);
  }
  return { records, header };
}

/** The first message per field of one product, against the product form's schema and its variants' table. */
function schemaProblems(product: ImportedProduct): string[] {
  const messages: string[] = [];
  const input = product.input;
  if (containsNul(input) || containsIllFormedText(input)) return [NUL_CHARACTER_MESSAGE];
  const checked = ProductSchema.safeParse(input);
  if (!checked.success) messages.push(...new Set(checked.error.issues.map((i) => i.message)));
  const variants = VariantRowsSchema.safeParse(input.variants);
  if (!variants.success) messages.push(...new Set(variants.error.issues.map((i) => i.message)));
  return messages;
}

/** Handles and SKUs the shop already has, which an import may not take. */
async function takenKeys(db: Db, handles: string[], skus: string[]) {
  const [slugRows, skuRows] = await Promise.all([
    handles.length
      ? db
          .select({ slug: products.slug })
          .from(products)
          .where(and(inArray(products.slug, handles), isNull(products.deletedAt)))
      : [],
    skus.length ? db.select({ sku: itemVariants.sku }).from(itemVariants).where(inArray(itemVariants.sku, skus)) : [],
  ]);
  return { slugs: new Set(slugRows.map((r) => r.slug)), skus: new Set(skuRows.map((r) => r.sku)) };
}

/** Checks a whole file; the products are returned only when it has no problems. */
async function checkFile(db: Db, file: ReadableStream<Uint8Array>) {
  const { records, header } = await readRecords(file);
  const problems: LineProblem[] = [];
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (records.length === 0) problems.push({ line: 1, message: "The file holds no products" });
  else if (missing.length) problems.push({ line: 1, message: `The header lacks the column ${missing.join(", ")}` });
  const grouped = problems.length ? { products: [], problems: [] } : groupByHandle(records);
  problems.push(...grouped.problems);
  const list = grouped.products.map(productFromRows);
  const skus = list.flatMap((p) => p.input.variants.map((v) => v.sku ?? "").filter(Boolean));
  const taken = await takenKeys(
    db,
    list.map((p) => p.input.slug as string),
    [...new Set(skus)],
  );
  const seenSkus = new Map<string, number>();
  for (const product of list) {
    problems.push(...product.problems);
    for (const message of schemaProblems(product)) problems.push({ line: product.line, message });
    if (taken.slugs.has(product.input.slug as string))
      problems.push({
        line: product.line,
        message: `A product with the handle “${product.input.slug}” already exists`,
      });
    product.input.variants.forEach((variant, i) => {
      const line = product.variantLines[i];
      if (!variant.sku) return;
      if (taken.skus.has(variant.sku)) problems.push({ line, message: `The SKU ${variant.sku} is already used` });
      else if (seenSkus.has(variant.sku))
        problems.push({ line, message: `The SKU ${variant.sku} is also on line ${seenSkus.get(variant.sku)}` });
      else seenSkus.set(variant.sku, line);
    });
  }
  problems.sort((a, b) => a.line - b.line);
  const report: ImportReport = {
    imported: false,
    products: list.length,
    variants: list.reduce((sum, p) => sum + p.input.variants.length, 0),
    problems,
    warnings: list.flatMap((p) => p.warnings),
    ignoredColumns: header.filter((c) => !known.has(c)),
  };
  return { report, list };
}

/**
 * Checks a product file and, unless it is only a check (the dry run) or has problems, imports every product in ONE
 * transaction: a refusal of any product (a handle taken meanwhile) leaves the shop as it was. Each product is
 * created through the product form's own create, so it is checked and recorded in Activity as one typed in.
 */
export async function importProducts(
  db: Db,
  input: { intent: unknown; file: unknown },
  actor?: Actor,
): Promise<ImportReport> {
  const { intent, file } = parseInput(ProductImportSchema, input);
  const { report, list } = await checkFile(db, file.stream());
  if (intent === "check" || report.problems.length > 0) return report;
  await db.transaction(async (tx) => {
    for (const product of list) {
      try {
        await createProduct(tx, product.input as ProductInput & { variants: typeof product.input.variants }, actor);
      } catch (err) {
        if (err instanceof DomainError)
          throw new DomainError(err.code, `Line ${product.line}: ${err.message} Nothing was imported.`);
        throw err;
      }
    }
  });
  // the creates told the storefront inside the transaction; tell it again now it is committed
  await notifyStoreChanged("catalog");
  return { ...report, imported: true };
}
