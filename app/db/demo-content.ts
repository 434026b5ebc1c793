// The demo shop's content around the catalogue: reviews, homepage videos, FAQs, press logos, the hero
// picture and the demo trader's identity. It is data (demo-content.json), checked here as it is read.
// Images and clips ship in the repository (see demo-catalog.ts); links to products use slugs
// (productSlug), which the seeder resolves to ids.
import { z } from "zod";

import type { NewReview } from "~/db/schema/reviews";
import type { FaqItem, MediaLogo } from "~/db/schema/settings";
import type { NewVideo } from "~/db/schema/videos";

import content from "./demo-content.json";

export type DemoReview = Omit<NewReview, "id" | "productId" | "datePosted"> & {
  productSlug: string | null;
  /** ISO 8601 timestamp */
  datePosted: string;
};
export type DemoVideo = Omit<NewVideo, "id" | "productId"> & { productSlug: string | null };

/** A product's slug, or null for the shop as a whole. */
const productSlug = z.string().nullable();
const position = z.number().int().nonnegative();

const demoContent = z.strictObject({
  heroImageUrl: z.string(),
  reviews: z.array(
    z.strictObject({
      productSlug,
      rating: z.number().int().min(1).max(5),
      reviewText: z.string(),
      customerName: z.string(),
      datePosted: z.iso.datetime(),
      // no demo review is tied to an order, so none is a verified purchase (DESIGN.md: only an order verifies one)
      verifiedPurchase: z.literal(false),
      status: z.enum(["published", "hidden"]),
      position,
    }),
  ),
  videos: z.array(
    z.strictObject({
      title: z.string(),
      subtitle: z.string(),
      videoUrl: z.string(),
      thumbnailUrl: z.string(),
      productSlug,
      position,
      status: z.enum(["draft", "published"]),
    }),
  ),
  faqs: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
  mediaLogos: z.array(z.strictObject({ imageUrl: z.string(), name: z.string() })),
  /**
   * The returns policy and delivery list: SPEC's 30-day money-back guarantee with free return postage and
   * the statutory 14-day refund time, and delivery to the UK, the Isle of Man (UK VAT) and the Channel
   * Islands (zero-rated, with the import-charges note).
   */
  policies: z.strictObject({
    guaranteeEnabled: z.boolean(),
    guaranteeDays: z.number().int().min(15),
    guaranteeReturnPostage: z.enum(["shop", "customer"]),
    guaranteeRefundDays: z.number().int().min(1).max(14),
    deliveryCountries: z.array(z.string()),
  }),
  /** example values: a fictional address and Ofcom's drama-range number */
  trader: z.strictObject({
    legalName: z.string(),
    tradingName: z.string(),
    traderAddress: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string(),
    companyNumber: z.string(),
    vatNumber: z.string(),
  }),
});

const demo = demoContent.parse(content);

export const demoHeroImageUrl: string = demo.heroImageUrl;
export const demoReviews: DemoReview[] = demo.reviews;
export const demoVideos: DemoVideo[] = demo.videos;
export const demoFaqs: FaqItem[] = demo.faqs;
export const demoMediaLogos: MediaLogo[] = demo.mediaLogos;
/** The demo shop's returns policy and delivery list. */
export const demoPolicies = demo.policies;
/** The demo shop's trader identity. */
export const demoTrader = demo.trader;
