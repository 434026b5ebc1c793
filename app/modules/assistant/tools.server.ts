// The assistant's tools. Each one is a name, a description and JSON-schema parameters for the
// language model, the admin form's own zod schema to parse its arguments, and a call to the SAME
// module function the admin pages use — so an approved AI operation obeys exactly the rules (and
// gives exactly the messages) of the form a person would have filled in. See ADR 060.
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { formatDateGB } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/http.server";
import { formatPrice } from "~/lib/money";
import { createAddon, deleteAddon, getAddonForAdmin, listAddonsForAdmin, updateAddon } from "~/modules/addons/addons-admin.server";
import { AddonSchema, toAddonInput } from "~/modules/addons/addons.schema";
import type { SessionUser } from "~/modules/auth/auth.server";
import { IdSchema } from "~/lib/schema-fields";
import { ProductSchema, toProductInput } from "~/modules/catalog/catalog-admin.schema";
import { createProduct, deleteProduct, getProductForAdmin, listProductsForAdmin, updateProduct } from "~/modules/catalog/catalog-admin.server";
import { ORDER_STATUSES, UpdateOrderSchema } from "~/modules/orders/orders.schema";
import { getOrderByNumber, listOrdersForAdmin, updateOrder } from "~/modules/orders/orders.server";
import { createReview, deleteReview, getReviewForAdmin, listReviewsForAdmin, updateReview } from "~/modules/reviews/reviews-admin.server";
import { ReviewSchema, toReviewInput } from "~/modules/reviews/reviews.schema";
import { getPublicSettings } from "~/modules/settings/settings.server";
import { createVideo } from "~/modules/videos/videos-admin.server";
import { VideoSchema } from "~/modules/videos/videos.schema";
import type { Attachment } from "./assistant.schema";

export type ToolContext = { db: Db; user: Pick<SessionUser, "id" | "email">; attachments: Attachment[] };
type JsonSchema = Record<string, unknown>;

export type Tool = {
  name: string;
  description: string;
  /** JSON schema of the arguments, for the language model */
  parameters: JsonSchema;
  /** parses the model's (or planner's) arguments; the admin form's schema does the real checking */
  schema: z.ZodType;
  run(ctx: ToolContext, args: never): Promise<{ message: string; data: unknown }>;
};

const tool = <S extends z.ZodType>(t: {
  name: string;
  description: string;
  parameters: JsonSchema;
  schema: S;
  run(ctx: ToolContext, args: z.output<S>): Promise<{ message: string; data: unknown }>;
}): Tool => t as Tool;

// ---- JSON schemas for the model (the zod schemas below decide what is accepted) -------------------

const str = (description: string) => ({ type: "string", description });
const obj = (properties: Record<string, JsonSchema>, required: string[] = []) => ({ type: "object", properties, required, additionalProperties: false });
const ID = str("The record's id (a UUID, as returned by a get_ tool)");

const productFields = {
  name: str("Product name"),
  slug: str("URL slug: lowercase letters, digits and hyphens"),
  tagline: str("Short tagline"),
  description: str("Description"),
  price: { type: "string", description: "Price in pounds, e.g. 59.99" },
  stockQuantity: { type: "integer", minimum: 0 },
  stockAlertThreshold: { type: "integer", minimum: 0 },
  category: str("Category"),
  image: str("Main image URL"),
  imageAltText: str("Main image alt text"),
  gallery: { type: "array", items: { type: "string" }, description: "Gallery image URLs" },
  features: { type: "array", items: { type: "string" } },
  variantOptions: { type: "array", items: { type: "string" }, description: "Colour or edition names" },
  seoTitle: str("SEO title (max 60 characters)"),
  seoDescription: str("SEO description (max 160 characters)"),
  guaranteeMonths: { type: "integer", minimum: 0, maximum: 120 },
  shippingTime: str("e.g. 1-2 business days"),
  status: { type: "string", enum: ["draft", "published"] },
};
const addonFields = {
  name: str("Add-on name"),
  slug: str("URL slug"),
  description: str("Description"),
  price: { type: "string", description: "Price in pounds, e.g. 9.99" },
  image: str("Image URL"),
  type: { type: "string", enum: ["accessory", "upgrade"] },
  productLinked: str("Id of the product it belongs to, or empty"),
  variantOptions: { type: "array", items: { type: "string" } },
  status: { type: "string", enum: ["draft", "published"] },
};
const reviewFields = {
  customerName: str("Customer name"),
  rating: { type: "integer", minimum: 1, maximum: 5 },
  reviewText: str("Review text"),
  reviewImage: str("Image URL"),
  productId: str("Id of the reviewed product, or empty"),
  verifiedPurchase: { type: "boolean" },
  status: { type: "string", enum: ["published", "hidden"] },
};

// ---- argument schemas -----------------------------------------------------------------------------

// Partial edits: the id plus any fields; the stored record is turned back into form input, the
// changes spread over it, and the whole goes through the admin form's update schema.
// New records: the admin form's own schema checks the arguments as given (the module function parses
// them again with it, turning pounds into pence once).
const checkedBy = (schema: z.ZodType) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  });
const changes = (idMessage: string) => z.object({ id: z.uuid(idMessage) }).catchall(z.unknown());
const Search = z.object({ search: z.string().trim().max(200).default("") });

const GetProductsSchema = Search.extend({ status: z.enum(["draft", "published"], { error: "Status must be draft or published" }).optional() });
const GetOrdersSchema = z.object({
  search: z.string().trim().max(100).default(""),
  status: z.enum(ORDER_STATUSES, { error: "Choose a status" }).optional(),
  date: z.enum(["today", "any"]).default("any"),
});
// Only the order number is checked here; the merged values go through the order dialog's schema.
const UpdateOrderArgsSchema = z.object({
  orderNumber: z.string({ error: "Give the order's number" }).trim().min(1, "Give the order's number").max(20, "Order not found"),
  status: z.unknown().optional(),
  trackingNumber: z.unknown().optional(),
  notes: z.unknown().optional(),
});
const UploadImageSchema = z.object({
  url: z.string().trim().min(1, "Choose an attached image"),
  target: z.enum(["product", "product_gallery", "addon", "review"], { error: "Target must be product, product_gallery, addon or review" }),
  id: z.uuid("Unknown item"),
});
const UploadVideoSchema = z.object({
  url: z.string().trim().min(1, "Choose an attached video"),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  productId: z.string().optional(),
  status: z.string().optional(),
});

const MAX_PAGES = 50;

/** An attachment of this request, by URL: the only media the assistant may place. */
function attachment(ctx: ToolContext, url: string, type: Attachment["type"]): Attachment {
  const found = ctx.attachments.find((a) => a.url === url && a.type === type);
  if (!found) throw new DomainError("invalid_input", `That ${type} is not one of this conversation's attachments.`);
  return found;
}

const money = (pence: number) => formatPrice(pence);

export const TOOLS: Tool[] = [
  // ---- reads -------------------------------------------------------------------------------------
  tool({
    name: "get_products",
    description: "List products (drafts included), optionally searched by name and filtered by status.",
    parameters: obj({ search: str("Part of the product name"), status: { type: "string", enum: ["draft", "published"] } }),
    schema: GetProductsSchema,
    async run({ db }, { search, status }) {
      const found = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await listProductsForAdmin(db, { search, page });
        found.push(...result.products.filter((p) => !status || p.status === status));
        if (page >= result.pageCount) break;
      }
      const data = found.map((p) => ({ id: p.id, name: p.name, slug: p.slug, price: money(p.price), stockQuantity: p.stockQuantity, status: p.status }));
      const what = status ? `${status} product` : "product";
      return { message: `Found ${data.length} ${what}${data.length === 1 ? "" : "s"}.`, data };
    },
  }),
  tool({
    name: "get_orders",
    description: "List orders, newest first: by customer name or order number, status, and 'today' (UK time) or any date.",
    parameters: obj({ search: str("Customer name or order number"), status: { type: "string", enum: [...ORDER_STATUSES] }, date: { type: "string", enum: ["today", "any"] } }),
    schema: GetOrdersSchema,
    async run({ db }, { search, status, date }) {
      const today = formatDateGB(new Date());
      const found = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await listOrdersForAdmin(db, { q: search, status, page });
        const rows = date === "today" ? result.orders.filter((o) => formatDateGB(o.orderDate) === today) : result.orders;
        found.push(...rows);
        // newest first: once a page reaches an earlier day, no later page has today's orders
        const reachedEarlierDay = date === "today" && result.orders.some((o) => formatDateGB(o.orderDate) !== today);
        if (!result.hasNextPage || reachedEarlierDay || (date === "any" && found.length >= 50)) break;
      }
      const data = found.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        customerName: o.customerName,
        total: money(o.total),
        status: o.status,
        trackingNumber: o.trackingNumber,
        orderDate: o.orderDate,
      }));
      const when = date === "today" ? " today" : "";
      return { message: `Found ${data.length} order${data.length === 1 ? "" : "s"}${when}.`, data };
    },
  }),
  tool({
    name: "get_addons",
    description: "List add-ons, optionally searched by name.",
    parameters: obj({ search: str("Part of the add-on name") }),
    schema: Search,
    async run({ db }, { search }) {
      const found = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await listAddonsForAdmin(db, { search, page });
        found.push(...result.addons);
        if (page >= result.pageCount) break;
      }
      const data = found.map((a) => ({ id: a.id, name: a.name, slug: a.slug, type: a.type, price: money(a.price), status: a.status }));
      return { message: `Found ${data.length} add-on${data.length === 1 ? "" : "s"}.`, data };
    },
  }),
  tool({
    name: "get_reviews",
    description: "List reviews in display order, optionally searched by customer name.",
    parameters: obj({ search: str("Part of the customer's name") }),
    schema: Search,
    async run({ db }, { search }) {
      const { reviews } = await listReviewsForAdmin(db, { search });
      const data = reviews.map((r) => ({ id: r.id, customerName: r.customerName, rating: r.rating, status: r.status, productName: r.productName, reviewText: r.reviewText }));
      return { message: `Found ${data.length} review${data.length === 1 ? "" : "s"}.`, data };
    },
  }),
  tool({
    name: "get_settings",
    description: "Show the current site settings (no secrets).",
    parameters: obj({}),
    schema: z.object({}),
    async run({ db }) {
      const settings = await getPublicSettings(db);
      return { message: "Here are the current site settings.", data: settings };
    },
  }),

  // ---- products ----------------------------------------------------------------------------------
  tool({
    name: "create_product",
    description: "Create a product (as a draft unless status is published). Price is in pounds.",
    parameters: obj(productFields, ["name", "slug", "price"]),
    schema: checkedBy(ProductSchema),
    async run({ db, user }, args) {
      const row = await createProduct(db, args as z.input<typeof ProductSchema>, user);
      return { message: `Created product "${row.name}".`, data: { id: row.id, name: row.name, slug: row.slug, status: row.status } };
    },
  }),
  tool({
    name: "update_product",
    description: "Change some fields of a product, e.g. publish it with status published. Give the id and only the fields to change.",
    parameters: obj({ id: ID, ...productFields }, ["id"]),
    schema: changes("Unknown product"),
    async run({ db, user }, { id, ...fields }) {
      const stored = await getProductForAdmin(db, id);
      const row = await updateProduct(db, { ...toProductInput(stored), ...fields, id } as never, user);
      return { message: `Updated product "${row.name}".`, data: { id: row.id, name: row.name, status: row.status } };
    },
  }),
  tool({
    name: "delete_product",
    description: "Delete a product permanently.",
    parameters: obj({ id: ID }, ["id"]),
    schema: IdSchema,
    async run({ db, user }, input) {
      const row = await deleteProduct(db, input, user);
      return { message: `Deleted product "${row.name}".`, data: row };
    },
  }),

  // ---- add-ons -----------------------------------------------------------------------------------
  tool({
    name: "create_addon",
    description: "Create an add-on. Price is in pounds.",
    parameters: obj(addonFields, ["name", "slug", "price"]),
    schema: checkedBy(AddonSchema),
    async run({ db, user }, args) {
      const row = await createAddon(db, args as z.input<typeof AddonSchema>, user);
      return { message: `Created add-on "${row.name}".`, data: { id: row.id, name: row.name, status: row.status } };
    },
  }),
  tool({
    name: "update_addon",
    description: "Change some fields of an add-on. Give the id and only the fields to change.",
    parameters: obj({ id: ID, ...addonFields }, ["id"]),
    schema: changes("Unknown add-on"),
    async run({ db, user }, { id, ...fields }) {
      const stored = await getAddonForAdmin(db, id);
      const row = await updateAddon(db, { ...toAddonInput(stored), ...fields, id } as never, user);
      return { message: `Updated add-on "${row.name}".`, data: { id: row.id, name: row.name, status: row.status } };
    },
  }),
  tool({
    name: "delete_addon",
    description: "Delete an add-on permanently.",
    parameters: obj({ id: ID }, ["id"]),
    schema: IdSchema,
    async run({ db, user }, input) {
      const row = await deleteAddon(db, input, user);
      return { message: "Deleted the add-on.", data: row };
    },
  }),

  // ---- reviews -----------------------------------------------------------------------------------
  tool({
    name: "create_review",
    description: "Create a customer review (1-5 stars).",
    parameters: obj(reviewFields, ["customerName", "rating"]),
    schema: checkedBy(ReviewSchema),
    async run({ db, user }, args) {
      const row = await createReview(db, args as z.input<typeof ReviewSchema>, user);
      return { message: `Created a review by ${row.customerName}.`, data: { id: row.id, customerName: row.customerName, rating: row.rating } };
    },
  }),
  tool({
    name: "update_review",
    description: "Change some fields of a review, e.g. hide it with status hidden. Give the id and only the fields to change.",
    parameters: obj({ id: ID, ...reviewFields }, ["id"]),
    schema: changes("Unknown review"),
    async run({ db, user }, { id, ...fields }) {
      const stored = await getReviewForAdmin(db, id);
      const row = await updateReview(db, { ...toReviewInput(stored), ...fields, id } as never, user);
      return { message: `Updated the review by ${row.customerName}.`, data: { id: row.id, status: row.status } };
    },
  }),
  tool({
    name: "delete_review",
    description: "Delete a review permanently.",
    parameters: obj({ id: ID }, ["id"]),
    schema: IdSchema,
    async run({ db, user }, input) {
      const row = await deleteReview(db, input, user);
      return { message: "Deleted the review.", data: row };
    },
  }),

  // ---- orders (never deleted) --------------------------------------------------------------------
  tool({
    name: "update_order",
    description:
      "Update an order's status (pending, processing, shipped), tracking number or internal notes. A new tracking number marks the order shipped.",
    parameters: obj(
      {
        orderNumber: str("Order number, e.g. RH-7K3M9Q2XPA"),
        status: { type: "string", enum: [...ORDER_STATUSES] },
        trackingNumber: str("Carrier tracking number"),
        notes: str("Internal notes"),
      },
      ["orderNumber"],
    ),
    schema: UpdateOrderArgsSchema,
    async run({ db }, args) {
      const stored = await getOrderByNumber(db, args.orderNumber);
      if (!stored) throw new DomainError("not_found", "Order not found");
      const input = parseInput(UpdateOrderSchema, {
        id: stored.id,
        status: args.status ?? stored.status,
        trackingNumber: args.trackingNumber ?? stored.trackingNumber ?? "",
        notes: args.notes ?? stored.notes ?? "",
      });
      const { order, markedShipped } = await updateOrder(db, input);
      const message = markedShipped ? `Order ${order.orderNumber} updated and marked as shipped.` : `Order ${order.orderNumber} updated.`;
      return { message, data: { id: order.id, orderNumber: order.orderNumber, status: order.status, trackingNumber: order.trackingNumber } };
    },
  }),

  // ---- media: place an attachment (already stored and converted by POST /api/admin/uploads) --------
  tool({
    name: "upload_image",
    description:
      "Use an attached image (its url from the attachments) as a product's main image, a product gallery image, an add-on's image or a review's image.",
    parameters: obj({ url: str("The attachment's url"), target: { type: "string", enum: ["product", "product_gallery", "addon", "review"] }, id: ID }, ["url", "target", "id"]),
    schema: UploadImageSchema,
    async run(ctx, { url, target, id }) {
      attachment(ctx, url, "image");
      const { db, user } = ctx;
      if (target === "product" || target === "product_gallery") {
        const stored = toProductInput(await getProductForAdmin(db, id));
        const fields = target === "product" ? { image: url } : { gallery: [...(stored.gallery ?? []), url] };
        const row = await updateProduct(db, { ...stored, ...fields, id }, user);
        return { message: `Added the image to product "${row.name}".`, data: { id: row.id, url } };
      }
      if (target === "addon") {
        const row = await updateAddon(db, { ...toAddonInput(await getAddonForAdmin(db, id)), image: url, id }, user);
        return { message: `Added the image to add-on "${row.name}".`, data: { id: row.id, url } };
      }
      const row = await updateReview(db, { ...toReviewInput(await getReviewForAdmin(db, id)), reviewImage: url, id }, user);
      return { message: `Added the image to the review by ${row.customerName}.`, data: { id: row.id, url } };
    },
  }),
  tool({
    name: "upload_video",
    description: "Add an attached video (its url from the attachments) to the video list, on the homepage or a product page.",
    parameters: obj(
      { url: str("The attachment's url"), title: str("Video title"), subtitle: str("Subtitle"), productId: str("Product id, or empty for the homepage"), status: { type: "string", enum: ["published", "draft"] } },
      ["url", "title"],
    ),
    schema: UploadVideoSchema,
    async run(ctx, { url, ...fields }) {
      attachment(ctx, url, "video");
      const row = await createVideo(ctx.db, { ...fields, title: fields.title ?? "", videoUrl: url } as z.input<typeof VideoSchema>, ctx.user);
      return { message: `Added the video "${row.title}".`, data: { id: row.id, url } };
    },
  }),
];

export const TOOL_NAMES = TOOLS.map((t) => t.name);

export function findTool(name: string): Tool | undefined {
  return TOOLS.find((t) => t.name === name);
}
