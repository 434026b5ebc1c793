import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { addons, products, reviews, videos } from "~/db/schema";
import { ratingSummary } from "~/modules/reviews/rating-summary";
import { productBadge } from "./badges";

// ---- Public catalogue reads (storefront). Only published rows, and only the columns a page
// shows, so the hydration payload stays small. ----

const published = eq(products.status, "published");

/** Published products, cheapest first (SPEC §7). */
export async function listPublishedProducts(db: Db) {
  return db.select().from(products).where(published).orderBy(asc(products.price));
}

export async function getPublishedProductBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), published))
    .limit(1);
  return row ?? null;
}

const HOME_REVIEWS = 6;
const CARD_FEATURES = 3;

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  reviewImage: reviews.reviewImage,
  customerName: reviews.customerName,
  datePosted: reviews.datePosted,
  verifiedPurchase: reviews.verifiedPurchase,
};

const videoColumns = { id: videos.id, title: videos.title, subtitle: videos.subtitle, videoUrl: videos.videoUrl, thumbnailUrl: videos.thumbnailUrl };

/** Everything the home page shows from the catalogue: cards, comparison rows, videos, reviews. */
export async function getHomeCatalogue(db: Db, now = new Date()) {
  const [productRows, reviewRows, videoRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        price: products.price,
        tagline: products.tagline,
        image: products.image,
        imageAltText: products.imageAltText,
        features: products.features,
        techSpecs: products.techSpecs,
        viewCount: products.viewCount,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(published)
      .orderBy(asc(products.price)),
    db
      .select(reviewColumns)
      .from(reviews)
      .where(eq(reviews.status, "published"))
      .orderBy(desc(reviews.datePosted)),
    db
      .select(videoColumns)
      .from(videos)
      .where(and(eq(videos.status, "published"), isNull(videos.productId)))
      .orderBy(asc(videos.position)),
  ]);
  return {
    products: productRows.map(({ viewCount, createdAt, features, ...product }, index) => ({
      ...product,
      features: features.slice(0, CARD_FEATURES),
      badge: productBadge({ id: product.id, viewCount, createdAt }, now),
      // SPEC §2: the second product in the grid is flagged popular.
      popular: index === 1,
    })),
    reviews: reviewRows.slice(0, HOME_REVIEWS),
    reviewSummary: ratingSummary(reviewRows),
    videos: videoRows,
  };
}

/** The product page: the product, its published add-ons, reviews and videos; null when not for sale. */
export async function getPublishedProductPage(db: Db, slug: string) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      tagline: products.tagline,
      description: products.description,
      image: products.image,
      imageAltText: products.imageAltText,
      gallery: products.gallery,
      features: products.features,
      techSpecs: products.techSpecs,
      variantOptions: products.variantOptions,
      variantImages: products.variantImages,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      stockQuantity: products.stockQuantity,
      stockAlertThreshold: products.stockAlertThreshold,
      guaranteeMonths: products.guaranteeMonths,
      shippingTime: products.shippingTime,
    })
    .from(products)
    .where(and(eq(products.slug, slug), published))
    .limit(1);
  if (!product) return null;
  const [addonRows, reviewRows, videoRows] = await Promise.all([
    db
      .select({ id: addons.id, name: addons.name, slug: addons.slug, price: addons.price, image: addons.image, type: addons.type })
      .from(addons)
      .where(and(eq(addons.productLinked, product.id), eq(addons.status, "published")))
      .orderBy(asc(addons.price)),
    db
      .select(reviewColumns)
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.status, "published")))
      .orderBy(desc(reviews.datePosted)),
    db
      .select(videoColumns)
      .from(videos)
      .where(and(eq(videos.productId, product.id), eq(videos.status, "published")))
      .orderBy(asc(videos.position)),
  ]);
  return { product, addons: addonRows, reviews: reviewRows, reviewSummary: ratingSummary(reviewRows), videos: videoRows };
}

/** The add-on page, with its compatible product when that one is published. */
export async function getPublishedAddonPage(db: Db, slug: string) {
  const [addon] = await db
    .select({
      id: addons.id,
      name: addons.name,
      slug: addons.slug,
      description: addons.description,
      price: addons.price,
      image: addons.image,
      type: addons.type,
      variantOptions: addons.variantOptions,
      productLinked: addons.productLinked,
    })
    .from(addons)
    .where(and(eq(addons.slug, slug), eq(addons.status, "published")))
    .limit(1);
  if (!addon) return null;
  const { productLinked, ...rest } = addon;
  const [product] = productLinked
    ? await db
        .select({ id: products.id, name: products.name, slug: products.slug, image: products.image, price: products.price, tagline: products.tagline })
        .from(products)
        .where(and(eq(products.id, productLinked), published))
        .limit(1)
    : [];
  return { addon: rest, product: product ?? null };
}

const UPSELL_FETCH = 4;

/** Up to four published add-ons for the cart's 'Complete Your Setup' list (SPEC §9). */
export async function listUpsellAddons(db: Db) {
  return db
    .select({ id: addons.id, name: addons.name, slug: addons.slug, price: addons.price, image: addons.image, variantOptions: addons.variantOptions })
    .from(addons)
    .where(eq(addons.status, "published"))
    .orderBy(asc(addons.createdAt), asc(addons.name))
    .limit(UPSELL_FETCH);
}

export type CurrentPrice = { price: number; name: string; image: string };

/**
 * Today's price of each product or add-on in a cart, by id; null for anything no longer for sale,
 * so the cart drops it before checkout.
 */
export async function getCurrentPrices(db: Db, ids: string[]): Promise<Record<string, CurrentPrice | null>> {
  if (ids.length === 0) return {};
  const [productRows, addonRows] = await Promise.all([
    db
      .select({ id: products.id, price: products.price, name: products.name, image: products.image })
      .from(products)
      .where(and(inArray(products.id, ids), published)),
    db
      .select({ id: addons.id, price: addons.price, name: addons.name, image: addons.image })
      .from(addons)
      .where(and(inArray(addons.id, ids), eq(addons.status, "published"))),
  ]);
  const result: Record<string, CurrentPrice | null> = Object.fromEntries(ids.map((id) => [id, null]));
  for (const { id, ...row } of [...productRows, ...addonRows]) result[id] = row;
  return result;
}

/** Published product slugs with their last change, for the sitemap. */
export async function listSitemapProducts(db: Db) {
  return db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(published).orderBy(asc(products.slug));
}

// ---- end of public catalogue reads ----
