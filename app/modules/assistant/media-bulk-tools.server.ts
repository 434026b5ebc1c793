// Placing attached media (already stored and converted by POST /api/admin/uploads), and bulk_update:
// one change to many products or add-ons, in one transaction (destructive by SPEC §9's rule).
import { z } from "zod";

import { formatPrice } from "~/lib/money";
import { formatChanges } from "~/modules/activity/change-format";
import {
  bulkUpdateAddons,
  findAddonsForBulk,
  getAddonForAdmin,
  patchAddon,
} from "~/modules/addons/addons-admin.server";
import { AddonFilterSchema } from "~/modules/addons/addons.schema";
import {
  applyBulkChange,
  BulkChangeSchema,
  ProductFilterSchema,
  type BulkChange,
} from "~/modules/catalog/catalog-admin.schema";
import { getProductForAdmin, patchProduct } from "~/modules/catalog/catalog-admin.server";
import { bulkUpdateProducts, findProductsForBulk } from "~/modules/catalog/catalog-bulk.server";
import { patchReview } from "~/modules/reviews/reviews-admin.server";
import { createVideo } from "~/modules/videos/videos-admin.server";
import { VideoSchema } from "~/modules/videos/videos.schema";

import type { ProposalCard } from "./assistant.schema";
import { createCard, createPreview } from "./previews.server";
import { REVIEW } from "./review-tools.server";
import { adminLink, attachment, defineTool, plural } from "./tool-kit.server";

const UploadImageArgs = z.strictObject({
  url: z.string().trim().min(1, "Choose an attached image").describe("The attachment's url"),
  target: z.enum(["product", "product_gallery", "addon", "review"], {
    error: "Target must be product, product_gallery, addon or review",
  }),
  id: z.uuid("Unknown item").describe("Id of the product, add-on or review"),
});

const BulkUpdateArgs = z.discriminatedUnion(
  "target",
  [
    z.strictObject({
      target: z.literal("products"),
      filter: ProductFilterSchema.default({}),
      change: BulkChangeSchema,
    }),
    z.strictObject({ target: z.literal("addons"), filter: AddonFilterSchema.default({}), change: BulkChangeSchema }),
  ],
  { error: "Target must be products or addons" },
);

function describeChange(change: BulkChange): string {
  if (change.setPrice !== undefined) return `Set the price to £${change.setPrice.replace(/^£/, "")}`;
  if (change.changePriceByPence !== undefined)
    return (
      `${change.changePriceByPence >= 0 ? "Raise" : "Lower"} the price by ` +
      `£${(Math.abs(change.changePriceByPence) / 100).toFixed(2)}`
    );
  if (change.changePriceByPercent !== undefined)
    return change.changePriceByPercent < 0
      ? `Take ${-change.changePriceByPercent}% off the price`
      : `Raise the price by ${change.changePriceByPercent}%`;
  if (change.setStock !== undefined) return `Set the stock to ${change.setStock}`;
  return `Set the status to ${change.setStatus}`;
}

export const MEDIA_BULK_TOOLS = [
  defineTool({
    name: "upload_image",
    description:
      "Use an attached image (its url from the attachments) as a product's main image, a product " +
      "gallery image, an add-on's image or a review's image.",
    schema: UploadImageArgs,
    async preview({ db }, { value: { url, target, id } }) {
      if (target === "addon") {
        const addon = await getAddonForAdmin(db, id);
        return {
          ...createCard(`Use the attached image for add-on ${addon.name}`, { image: url }),
          target: { text: addon.name, href: adminLink.addon(id) },
        };
      }
      if (target === "review") {
        const review = await REVIEW.get(db, id);
        return {
          ...createCard(`Use the attached image for ${REVIEW.name(review)}`, { reviewImage: url }),
          target: { text: REVIEW.name(review), href: adminLink.review(id) },
        };
      }
      const product = await getProductForAdmin(db, id);
      const title =
        target === "product"
          ? `Use the attached image for ${product.name}`
          : `Add the attached image to the gallery of ${product.name}`;
      return { ...createCard(title, { image: url }), target: { text: product.name, href: adminLink.product(id) } };
    },
    async run(ctx, { value: { url, target, id } }) {
      attachment(ctx, url, "image");
      const { db, actor } = ctx;
      if (target === "product" || target === "product_gallery") {
        const stored = await getProductForAdmin(db, id);
        const row = await patchProduct(
          db,
          target === "product" ? { id, image: url } : { id, gallery: [...stored.gallery, url] },
          actor,
        );
        return { message: `Added the image to product "${row.name}".`, data: { id: row.id, url } };
      }
      if (target === "addon") {
        const row = await patchAddon(db, { id, image: url }, actor);
        return { message: `Added the image to add-on "${row.name}".`, data: { id: row.id, url } };
      }
      const row = await patchReview(db, { id, reviewImage: url }, actor);
      return { message: `Added the image to the review by ${row.customerName}.`, data: { id: row.id, url } };
    },
  }),
  defineTool({
    name: "upload_video",
    description:
      "Add an attached video (its url from the attachments, as videoUrl) to the video list, on " +
      "the homepage or (with productId) a product page.",
    schema: VideoSchema,
    async preview(ctx, args) {
      const card = await createPreview(
        (value: z.output<typeof VideoSchema>) => `Add the video “${value.title}”`,
        ["title", "videoUrl", "status"],
      )(ctx, args);
      // where it shows: on a product's page (named), or the homepage
      const productId = args.value.productId;
      if (!productId) return { ...card, notes: ["Shown on the homepage."] };
      const product = await getProductForAdmin(ctx.db, productId);
      return { ...card, target: { text: product.name, href: adminLink.product(product.id) } };
    },
    async run(ctx, { input, value }) {
      attachment(ctx, value.videoUrl, "video");
      const row = await createVideo(ctx.db, input, ctx.actor);
      return { message: `Added the video "${row.title}".`, data: { id: row.id, url: row.videoUrl } };
    },
  }),
  defineTool({
    name: "bulk_update",
    description:
      "Change many products or add-ons at once, chosen by a filter (status, name contains; for " +
      "add-ons also type and linked product): set the price, change it by pence or percent, set " +
      "stock (products), or set status. All or nothing.",
    schema: BulkUpdateArgs,
    async preview({ db }, { value }) {
      const rows =
        value.target === "products"
          ? await findProductsForBulk(db, value.filter)
          : await findAddonsForBulk(db, value.filter);
      const noun = value.target === "products" ? "product" : "add-on";
      const card: ProposalCard = {
        title: `${describeChange(value.change)} of ${plural(rows.length, noun)}`,
        target: {
          text: value.target === "products" ? "Products" : "Add-ons",
          href: `/admin/dashboard/${value.target}`,
        },
        // each affected record's own current → proposed, so the operator sees every price
        changes: rows.slice(0, 20).flatMap((row) => {
          const after = applyBulkChange(row, value.change);
          const field = Object.keys(after)[0] as keyof typeof row & keyof typeof after;
          const proposed = field === "price" ? Math.round(Number(after.price) * 100) : after[field];
          return formatChanges({ [field]: { before: row[field], after: proposed } }).map((line) => ({
            ...line,
            label: `${row.name}: ${line.label}`,
          }));
        }),
        destructive: true,
        affects: { count: rows.length, names: rows.map((r) => r.name) },
        notes: ["Each item is recorded as its own change, so each can be undone from Activity."],
        problem: rows.length === 0 ? `No ${noun}s match that filter.` : undefined,
      };
      return card;
    },
    async run({ db, actor }, { value }) {
      const { target, ...bulk } = value;
      const rows =
        target === "products" ? await bulkUpdateProducts(db, bulk, actor) : await bulkUpdateAddons(db, bulk, actor);
      const noun = value.target === "products" ? "product" : "add-on";
      return {
        message: `Updated ${plural(rows.length, noun)} in one go. Each can be undone from Activity.`,
        data: rows.map((r) => ({ id: r.id, name: r.name, price: formatPrice(r.price), status: r.status })),
      };
    },
  }),
];
