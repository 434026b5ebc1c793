import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";

import { preparedStatement, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { reviews } from "~/db/schema/reviews";
import { videos } from "~/db/schema/videos";
import { mostPopularId, productBadge } from "~/modules/catalog/badges";
import { addonPublished, published, shownVariants, variantsOf } from "~/modules/catalog/catalog.server";
import { unitsSoldLast30Days } from "~/modules/catalog/recent-sales.server";
import { stockShown } from "~/modules/catalog/stock";
import { ratingSummaryOf, samplesAmong } from "~/modules/reviews/rating-summary";
import { publishedReview, ratingTotalsFor } from "~/modules/reviews/reviews.server";
import { publishedVideo } from "~/modules/videos/videos.server";

// Storefront pages that show several domains at once (catalogue, add-ons, reviews, videos) are
// composed here, so the catalogue itself never imports the domains that hang off it.

const HOME_REVIEWS = 6;
/** The most consoles the home page shows: the shop's chosen ones (featured) first, then its newest. */
export const HOME_PRODUCTS = 12;
/** Reviews on the product page itself; the rest are on its reviews pages. */
export const PRODUCT_PAGE_REVIEWS = 6;
const CARD_FEATURES = 3;

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  reviewImage: reviews.reviewImage,
  customerName: reviews.customerName,
  datePosted: reviews.datePosted,
  verifiedPurchase: reviews.verifiedPurchase,
  title: reviews.title,
  source: reviews.source,
  reply: reviews.reply,
};

/** What every storefront view of a product starts from: its card. */
const productBasics = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  tagline: products.tagline,
  image: products.image,
  imageAltText: products.imageAltText,
};

const videoColumns = {
  id: videos.id,
  title: videos.title,
  subtitle: videos.subtitle,
  videoUrl: videos.videoUrl,
  thumbnailUrl: videos.thumbnailUrl,
};

// The storefront's most visited pages render from statements prepared once per database
// (preparedStatement): an uncached visit skips drizzle's SQL building and PostgreSQL's parse and plan.
const homeProducts = preparedStatement((db) =>
  db
    .select({
      ...productBasics,
      features: products.features,
      techSpecs: products.techSpecs,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      isPopular: products.isPopular,
      // units in paid orders of the last 30 days (a cancelled order took nothing): the fallback "Most Popular"
      sold30d: unitsSoldLast30Days,
    })
    .from(products)
    // the consoles the shop chose for its home page first, then its newest, never more than a dozen
    .where(published)
    .orderBy(desc(products.featured), desc(products.createdAt))
    .limit(HOME_PRODUCTS)
    .prepare("home_products"),
);
const homeReviews = preparedStatement((db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .where(publishedReview)
    .orderBy(desc(reviews.datePosted))
    .limit(HOME_REVIEWS)
    .prepare("home_reviews"),
);
const shopRatings = preparedStatement((db) =>
  db
    .select({ totals: ratingTotalsFor(sql`'shop'`) })
    .from(sql`(select 1) as one`)
    .prepare("shop_ratings"),
);
const homeVideos = preparedStatement((db) =>
  db
    .select(videoColumns)
    .from(videos)
    .where(and(publishedVideo, isNull(videos.productId)))
    .orderBy(asc(videos.position))
    .prepare("home_videos"),
);

/** Everything the home page shows from the catalogue: cards, comparison rows, videos, reviews. */
export async function getHomeCatalog(db: Db, now = new Date()) {
  const [chosenRows, reviewRows, videoRows, [ratings]] = await Promise.all([
    homeProducts(db).execute(),
    homeReviews(db).execute(),
    homeVideos(db).execute(),
    shopRatings(db).execute(),
  ]);
  const productRows = chosenRows.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  // One "Most Popular" for the cards and the comparison table alike (DESIGN.md "Only true claims").
  const popularId = mostPopularId(productRows.map((row) => ({ ...row, sold30d: Number(row.sold30d) })));
  return {
    products: productRows.map(({ createdAt, updatedAt: _u, isPopular: _p, sold30d: _s, features, ...product }) => ({
      ...product,
      features: features.slice(0, CARD_FEATURES),
      badge: productBadge({ createdAt }, product.id === popularId, now),
      popular: product.id === popularId,
    })),
    reviews: reviewRows,
    reviewSummary: ratingSummaryOf(ratings?.totals, samplesAmong(reviewRows)),
    videos: videoRows,
  };
}

type PageAddon = {
  id: string;
  name: string;
  slug: string;
  price: number;
  image: string;
  type: "accessory" | "upgrade";
};
type PageVideo = { id: string; title: string; subtitle: string; videoUrl: string; thumbnailUrl: string };

// The subqueries name their columns as text, "products"."id" included: drizzle leaves a single table's
// columns unqualified in the select list, where `id` would mean the subquery's own. The "published"
// predicates come from the add-on's and the video's owners; drizzle qualifies their columns in full.
const productPageRow = preparedStatement((db) =>
  db
    .select({
      ...productBasics,
      description: products.description,
      gallery: products.gallery,
      features: products.features,
      techSpecs: products.techSpecs,
      variantOptions: products.variantOptions,
      variantImages: products.variantImages,
      variants: variantsOf("product"),
      ratings: ratingTotalsFor(sql`"products"."id"::text`),
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      stockQuantity: products.stockQuantity,
      stockAlertThreshold: products.stockAlertThreshold,
      guaranteeMonths: products.guaranteeMonths,
      addons: sql<PageAddon[]>`(
        select coalesce(json_agg(json_build_object('id', addons.id, 'name', addons.name, 'slug', addons.slug,
            'price', addons.price, 'image', addons.image, 'type', addons.type)
          order by addons.price, addons.id), '[]'::json)
        from ${addons} where addons.product_linked = "products"."id" and ${addonPublished})`,
      videos: sql<PageVideo[]>`(
        select coalesce(json_agg(json_build_object('id', videos.id, 'title', videos.title, 'subtitle', videos.subtitle,
            'videoUrl', videos.video_url, 'thumbnailUrl', videos.thumbnail_url)
          order by videos.position, videos.id), '[]'::json)
        from ${videos} where videos.product_id = "products"."id" and ${publishedVideo})`,
    })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), published))
    .limit(1)
    .prepare("product_page_row"),
);

const productPageReviews = preparedStatement((db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.productId, sql.placeholder("productId")), publishedReview))
    .orderBy(desc(reviews.datePosted), desc(reviews.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("product_page_reviews"),
);

/**
 * The product page: the product, its published add-ons, reviews and videos; null when not for sale.
 * Two statements: the add-ons and videos ride along with the product as JSON subqueries (an uncached
 * product page must stay within three statements, ADR 070); reviews keep their own query for their dates.
 */
export async function getPublishedProductPage(db: Db, slug: string) {
  const [row] = await productPageRow(db).execute({ slug });
  if (!row) return null;
  // The page shows the stock's level, not its count (unless low): an order that leaves plenty in stock
  // changes nothing on the page, so the cached page can stay (ADR 070).
  const { addons: addonRows, videos: videoRows, stockQuantity, stockAlertThreshold, variants, ratings, ...rest } = row;
  const product = {
    ...rest,
    stock: stockShown(stockQuantity, stockAlertThreshold),
    // each colour's level and price: the same for every shopper, so the cached page stays one page
    variants: shownVariants(variants, { price: rest.price, threshold: stockAlertThreshold }),
  };
  const reviewRows = await productPageReviews(db).execute({
    productId: product.id,
    limit: PRODUCT_PAGE_REVIEWS,
    offset: 0,
  });
  return {
    product,
    addons: addonRows,
    reviews: reviewRows,
    reviewSummary: ratingSummaryOf(ratings, samplesAmong(reviewRows)),
    videos: videoRows,
  };
}

/** Reviews on each of a product's reviews pages. */
export const REVIEWS_PAGE_SIZE = 20;

const reviewsPageProduct = preparedStatement((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      ratings: ratingTotalsFor(sql`"products"."id"::text`),
    })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), published))
    .limit(1)
    .prepare("reviews_page_product"),
);

/**
 * A product's reviews page (`/product/:slug/reviews?page=N`), newest first; null when the product is not for
 * sale. Its cost follows the page: the count comes from the running totals, and one page of rows is read
 * from the product's own reviews.
 */
export async function getProductReviewsPage(db: Db, slug: string, requestedPage: number) {
  const [product] = await reviewsPageProduct(db).execute({ slug });
  if (!product) return null;
  const summary = ratingSummaryOf(product.ratings);
  const pageCount = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const reviewRows = await productPageReviews(db).execute({
    productId: product.id,
    limit: REVIEWS_PAGE_SIZE,
    offset: (page - 1) * REVIEWS_PAGE_SIZE,
  });
  return {
    product: { name: product.name, slug: product.slug },
    reviewSummary: summary,
    reviews: reviewRows,
    page,
    pageCount,
  };
}
