// Products in Shopify's product CSV (docs/decisions/290), so a shop moves in and out:
// one product is several rows with the same Handle; its first row holds the product's fields, every row may
// hold one variant (its option values, SKU, stock, price) and one image. A variant's name here is its option
// values joined with " / ", as Shopify titles a variant. Pure code: the import and export modules read and
// write the database.
import type { VariantRowInput } from "./variants.schema";

/** The columns written, in the order of Shopify's template; on import any other column is left out. */
export const PRODUCT_CSV_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Inventory Qty",
  "Variant Price",
  "Variant Compare At Price",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "SEO Title",
  "SEO Description",
  "Variant Image",
  "Status",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRecord = Partial<Record<ProductCsvColumn, string>>;

/** Shopify's name and value for the one variant of a product without options. */
const DEFAULT_OPTION = { name: "Title", value: "Default Title" };
const OPTION_SEPARATOR = " / ";
const OPTIONS = [1, 2, 3] as const;

/** A record with its line in the file (the header is line 1), for problems reported by line. */
export type NumberedRecord = { line: number; record: ProductCsvRecord };

/** The rows of one product, in file order. */
export type ProductRows = { handle: string; rows: NumberedRecord[] };

/** A problem with the file, by the line it is on. */
export type LineProblem = { line: number; message: string };

/** Consecutive rows with the same Handle are one product; a Handle seen again later is a problem. */
export function groupByHandle(records: NumberedRecord[]): { products: ProductRows[]; problems: LineProblem[] } {
  const products: ProductRows[] = [];
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  for (const numbered of records) {
    const handle = (numbered.record.Handle ?? "").trim();
    if (!handle) {
      problems.push({ line: numbered.line, message: "Handle is required" });
      continue;
    }
    const current = products[products.length - 1];
    if (current?.handle === handle) {
      current.rows.push(numbered);
    } else if (seen.has(handle)) {
      problems.push({ line: numbered.line, message: `Handle “${handle}” appears again after other products` });
    } else {
      seen.add(handle);
      products.push({ handle, rows: [numbered] });
    }
  }
  return { products, problems };
}

const cell = (record: ProductCsvRecord, column: ProductCsvColumn) => (record[column] ?? "").trim();

/** The option values of a row as a variant name ("" for Shopify's default variant). */
function variantName(record: ProductCsvRecord): string {
  const values = OPTIONS.map((n) => cell(record, `Option${n} Value`)).filter(Boolean);
  if (values.length === 1 && values[0] === DEFAULT_OPTION.value) return "";
  return values.join(OPTION_SEPARATOR);
}

const hasVariant = (record: ProductCsvRecord) =>
  OPTIONS.some((n) => cell(record, `Option${n} Value`)) || Boolean(cell(record, "Variant Price"));

/** What the product form's schema takes for one product's rows, its variants, and warnings by line. */
export type ImportedProduct = {
  line: number;
  input: Record<string, unknown> & { variants: VariantRowInput[] };
  /** the line of each variant, in the order of `input.variants` */
  variantLines: number[];
  warnings: LineProblem[];
  problems: LineProblem[];
};

/** Shopify's "active" is the shop's published; "draft" and "archived" are not shown to shoppers. */
function statusOf(first: ProductCsvRecord): "published" | "draft" {
  const status = cell(first, "Status").toLowerCase();
  if (status) return status === "active" ? "published" : "draft";
  return cell(first, "Published").toLowerCase() === "true" ? "published" : "draft";
}

/** One product's rows as the product form's input (prices still in pounds, as the form posts them). */
export function productFromRows({ handle, rows }: ProductRows): ImportedProduct {
  const first = rows[0].record;
  const problems: LineProblem[] = [];
  const warnings: LineProblem[] = [];
  const variantRows = rows.filter((r) => hasVariant(r.record));
  const price = variantRows.length ? cell(variantRows[0].record, "Variant Price") : "";
  const variants: VariantRowInput[] = [];
  const variantImages: Record<string, string> = {};
  for (const { line, record } of variantRows) {
    const name = variantName(record);
    if (OPTIONS.some((n) => cell(record, `Option${n} Value`).includes(OPTION_SEPARATOR.trim())))
      problems.push({ line, message: `Option values cannot contain “${OPTION_SEPARATOR.trim()}”` });
    const own = cell(record, "Variant Price");
    variants.push({
      name,
      sku: cell(record, "Variant SKU"),
      stock: cell(record, "Variant Inventory Qty") || "0",
      // a variant priced as its product follows the product's price
      price: own === price ? "" : own,
      lowStockThreshold: "",
    });
    if (cell(record, "Variant Image")) variantImages[name] = cell(record, "Variant Image");
    if (cell(record, "Variant Compare At Price"))
      warnings.push({
        line,
        message:
          "The compare-at price is not imported: the shop shows a “was” price only when its own price history " +
          "supports it",
      });
  }
  if (variantRows.length === 0) problems.push({ line: rows[0].line, message: "Variant Price is required" });
  const images = rows.filter((r) => cell(r.record, "Image Src")).map((r) => r.record);
  const named = variants.some((v) => v.name !== "");
  return {
    line: rows[0].line,
    variantLines: variantRows.map((r) => r.line),
    problems,
    warnings,
    input: {
      slug: handle,
      name: cell(first, "Title"),
      description: cell(first, "Body (HTML)"),
      brand: cell(first, "Vendor"),
      category: cell(first, "Type"),
      tags: cell(first, "Tags")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      status: statusOf(first),
      optionNames: named ? OPTIONS.map((n) => cell(first, `Option${n} Name`)).filter(Boolean) : [],
      variantOptions: named ? variants.map((v) => v.name ?? "") : [],
      variantImages,
      price,
      compareAtPrice: "",
      stockQuantity: variants.reduce((sum, v) => sum + (Number(v.stock) || 0), 0),
      image: images[0] ? cell(images[0], "Image Src") : "",
      imageAltText: images[0] ? cell(images[0], "Image Alt Text") : "",
      gallery: images.slice(1).map((r) => cell(r, "Image Src")),
      seoTitle: cell(first, "SEO Title"),
      seoDescription: cell(first, "SEO Description"),
      variants,
    },
  };
}

/** A stored product and its variants, as export reads them. */
export type ExportProduct = {
  slug: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  tags: string[];
  status: "draft" | "published";
  price: number;
  compareAtPrice: number | null;
  image: string;
  imageAltText: string;
  gallery: string[];
  seoTitle: string;
  seoDescription: string;
  optionNames: string[];
  variantImages: Record<string, string>;
  variants: { name: string; sku: string | null; stock: number | null; price: number | null }[];
};

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** One product as its rows: a row per variant or image, whichever are more; the product's fields on the first. */
export function productToRecords(p: ExportProduct): ProductCsvRecord[] {
  const images = [p.image, ...p.gallery].filter(Boolean);
  const count = Math.max(p.variants.length, images.length, 1);
  const named = p.variants.some((v) => v.name !== "");
  const parts = named ? Math.max(...p.variants.map((v) => v.name.split(OPTION_SEPARATOR).length)) : 1;
  const optionNames = named
    ? OPTIONS.slice(0, parts).map((n, i) => p.optionNames[i] || (parts === 1 ? "Option" : `Option ${n}`))
    : [DEFAULT_OPTION.name];
  const records: ProductCsvRecord[] = [];
  for (let i = 0; i < count; i++) {
    const record: ProductCsvRecord = { Handle: p.slug };
    if (i === 0) {
      Object.assign(record, {
        Title: p.name,
        "Body (HTML)": p.description,
        Vendor: p.brand,
        Type: p.category,
        Tags: p.tags.join(", "),
        Published: p.status === "published" ? "TRUE" : "FALSE",
        "SEO Title": p.seoTitle,
        "SEO Description": p.seoDescription,
        Status: p.status === "published" ? "active" : "draft",
      });
      optionNames.forEach((name, n) => (record[`Option${OPTIONS[n]} Name`] = name));
    }
    const variant = p.variants[i];
    if (variant) {
      const values = named ? variant.name.split(OPTION_SEPARATOR) : [DEFAULT_OPTION.value];
      values.forEach((value, n) => (record[`Option${OPTIONS[n]} Value`] = value));
      Object.assign(record, {
        "Variant SKU": variant.sku ?? "",
        "Variant Inventory Qty": String(variant.stock ?? 0),
        "Variant Price": pounds(variant.price ?? p.price),
        "Variant Compare At Price": p.compareAtPrice == null ? "" : pounds(p.compareAtPrice),
        "Variant Image": p.variantImages[variant.name] ?? "",
      });
    }
    if (images[i]) {
      record["Image Src"] = images[i];
      record["Image Position"] = String(i + 1);
      if (i === 0) record["Image Alt Text"] = p.imageAltText;
    }
    records.push(record);
  }
  return records;
}

/** A record as the cells of a CSV row, in the columns' order. */
export const recordCells = (record: ProductCsvRecord) => PRODUCT_CSV_COLUMNS.map((c) => record[c] ?? "");
