// Product and add-on tools. Each parses its arguments with the admin form's schema and calls the SAME
// module function the admin page calls (createProduct, patchProduct, deleteProduct, ...), so the assistant can
// do nothing the admin page would refuse, and a rule fixed once holds for both.
import type { Db } from "~/db/client.server";
import type { Addon } from "~/db/schema/addons";
import type { Product } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { createAddon, deleteAddon, getAddonForAdmin, patchAddon } from "~/modules/addons/addons-admin.server";
import { AddonPatchSchema, AddonSchema, AddonUpdateSchema, toAddonInput } from "~/modules/addons/addons.schema";
import {
  ProductPatchSchema,
  ProductSchema,
  ProductUpdateSchema,
  toProductInput,
} from "~/modules/catalog/catalog-admin.schema";
import {
  createProduct,
  deleteProduct,
  getProductForAdmin,
  patchProduct,
  updateProduct,
} from "~/modules/catalog/catalog-admin.server";
import { spreadTotal } from "~/modules/catalog/stock";
import { getVariantStock, setVariantStock } from "~/modules/catalog/variant-stock.server";
import { VariantStockSchema, type VariantRowInput } from "~/modules/catalog/variants.schema";
import { listVariants } from "~/modules/catalog/variants.server";

import {
  changeCard,
  createPreview,
  createTitle,
  deletePreview,
  updatePreview,
  type RecordKind,
} from "./previews.server";
import { adminLink, defineTool, IdArgs } from "./tool-kit.server";

const PRODUCT: RecordKind<Product> = {
  noun: "product",
  get: getProductForAdmin,
  name: (row) => row.name,
  link: adminLink.product,
};
const ADDON: RecordKind<Addon> = {
  noun: "add-on",
  get: getAddonForAdmin,
  name: (row) => row.name,
  link: adminLink.addon,
};

/** A colour's stock as the card showed it, and the version it was read at. */
type VariantRead = { name: string; stock: number | null; version: number };

const namedVariants = async (db: Db, id: string) =>
  (await listVariants(db, "product", id)).filter((v) => v.name !== "");

/**
 * The variants' table for a new total split over the colours as the card showed it: each colour's new
 * count, from the count and version the card read (a colour an order took from meanwhile is refused by the
 * inventory's own check), its SKU, price and alert kept. Undefined when the card showed no split.
 */
async function splitRows(
  db: Db,
  input: { id: string; stockQuantity?: unknown },
  baseline: Record<string, unknown> | undefined,
): Promise<VariantRowInput[] | undefined> {
  const read = baseline?.variantStock as VariantRead[] | undefined;
  if (input.stockQuantity === undefined || !read) return undefined;
  const current = await namedVariants(db, input.id);
  const names = (list: { name: string }[]) => list.map((v) => v.name).join("|");
  if (names(current) !== names(read))
    throw new DomainError("conflict", "The product's colours changed since the card was made: ask again.");
  const after = spreadTotal(
    read.map((v) => v.stock ?? 0),
    Number(input.stockQuantity),
  );
  return current.map((v, i) => ({
    name: v.name,
    sku: v.sku ?? "",
    stock: after[i],
    stockWas: read[i].stock,
    stockVersion: read[i].version,
    price: v.price === null ? "" : v.price / 100,
    lowStockThreshold: v.lowStockThreshold ?? "",
  }));
}

export const CATALOG_TOOLS = [
  defineTool({
    name: "create_product",
    description:
      "Create a product (a draft unless status is published). Price is in pounds; slug is " +
      "lowercase letters, digits and hyphens.",
    schema: ProductSchema,
    preview: createPreview(createTitle("product"), ["name", "slug", "price", "stockQuantity", "status"]),
    async run({ db, actor }, { input }) {
      const row = await createProduct(db, input, actor);
      return {
        message: `Created product "${row.name}".`,
        data: { id: row.id, name: row.name, slug: row.slug, status: row.status },
      };
    },
  }),
  defineTool({
    name: "update_product",
    description:
      "Change some fields of a product: give its id and only the fields to change (e.g. price, stockQuantity, status).",
    schema: ProductPatchSchema,
    async preview(ctx, args) {
      const card = await updatePreview(PRODUCT, ProductUpdateSchema, toProductInput)(ctx, args);
      const total = args.value.stockQuantity;
      if (total === undefined) return card;
      // a product's stock is its colours' stock: the card shows how a new total is split over them, and
      // approving writes that split from the counts shown (so Activity records each colour's change)
      const variants = await namedVariants(ctx.db, args.value.id);
      if (variants.length < 2) return card;
      const before = variants.map((v) => v.stock ?? 0);
      const after = spreadTotal(before, total);
      const split = variants.map((v, i) => `${v.name} ${before[i]} → ${after[i]}`).join(", ");
      const read: VariantRead[] = variants.map((v) => ({ name: v.name, stock: v.stock, version: v.stockVersion }));
      return {
        ...card,
        notes: [...(card.notes ?? []), `Split over the colours: ${split}`],
        baseline: { ...card.baseline, variantStock: read },
      };
    },
    async run({ db, actor, baseline }, { input }) {
      const variants = await splitRows(db, input, baseline);
      // the input was checked by the patch schema; its split goes through the product's one save with the table
      const row = variants
        ? await updateProduct(db, { ...input, variants }, actor, { baseline })
        : await patchProduct(db, input, actor, { baseline });
      return {
        message: `Updated product "${row.name}".`,
        data: { id: row.id, name: row.name, price: formatPrice(row.price), status: row.status },
      };
    },
  }),
  defineTool({
    name: "set_variant_stock",
    description:
      "Set the stock of ONE variant (colour) of a product or add-on, by its name: the whole new count " +
      "(current + a restock), not the change. Other variants keep theirs.",
    schema: VariantStockSchema,
    async preview({ db }, { value }) {
      const now = await getVariantStock(db, { kind: value.kind, id: value.id, variant: value.variant });
      const link = now.kind === "product" ? adminLink.product : adminLink.addon;
      const card = changeCard(
        `Set the stock of ${now.item}, ${now.variant}`,
        { text: `${now.item} (${now.variant})`, href: link(now.itemId) },
        { stock: { before: now.stock, after: value.stock } },
      );
      // the count the card shows as current: executing refuses the change if an order took some meanwhile
      return { ...card, baseline: { stock: now.stock } };
    },
    async run({ db, actor, baseline }, { value }) {
      const stock = baseline && "stock" in baseline ? (baseline.stock as number | null) : undefined;
      const row = await setVariantStock(db, value, actor, { baseline: stock });
      return {
        message: `Set the stock of ${row.item} (${row.variant}) from ${row.before ?? "not tracked"} to ${row.stock}.`,
        data: { id: row.itemId, name: row.item, variant: row.variant, stock: row.stock },
      };
    },
  }),
  defineTool({
    name: "delete_product",
    description: "Delete a product (destructive: needs the operator's explicit confirmation).",
    schema: IdArgs,
    preview: deletePreview(PRODUCT, (name) => `Delete product ${name}`),
    async run({ db, actor }, { value }) {
      const row = await deleteProduct(db, value, actor);
      return { message: `Deleted product "${row.name}".`, data: row };
    },
  }),
  defineTool({
    name: "create_addon",
    description:
      "Create an add-on (a draft unless status is published). Price is in pounds; productLinked " +
      "is a product id or empty.",
    schema: AddonSchema,
    preview: createPreview(createTitle("add-on"), ["name", "slug", "price", "type", "status"]),
    async run({ db, actor }, { input }) {
      const row = await createAddon(db, input, actor);
      return { message: `Created add-on "${row.name}".`, data: { id: row.id, name: row.name, status: row.status } };
    },
  }),
  defineTool({
    name: "update_addon",
    description: "Change some fields of an add-on: give its id and only the fields to change.",
    schema: AddonPatchSchema,
    preview: updatePreview(ADDON, AddonUpdateSchema, toAddonInput),
    async run({ db, actor, baseline }, { input }) {
      const row = await patchAddon(db, input, actor, { baseline });
      return {
        message: `Updated add-on "${row.name}".`,
        data: { id: row.id, name: row.name, price: formatPrice(row.price), status: row.status },
      };
    },
  }),
  defineTool({
    name: "delete_addon",
    description: "Delete an add-on (destructive: needs the operator's explicit confirmation).",
    schema: IdArgs,
    preview: deletePreview(ADDON, (name) => `Delete add-on ${name}`),
    async run({ db, actor }, { value }) {
      const row = await deleteAddon(db, value, actor);
      return { message: `Deleted add-on "${row.name}".`, data: row };
    },
  }),
];
