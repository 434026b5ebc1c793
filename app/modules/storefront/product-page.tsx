import { useEffect, useState } from "react";
import { Link } from "react-router";

import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Stars } from "~/components/ui/stars";
import type { TechSpec } from "~/db/schema/catalog";
import { formatPrice } from "~/lib/money";
import type { BackInStockAnswer } from "~/modules/alerts/back-in-stock-form";
import { CARD_FOCUS } from "~/modules/catalog/card-focus";
import { ProductGallery } from "~/modules/catalog/product-gallery";
import type { ShownVariant, StockShown } from "~/modules/catalog/stock";
import { firstAvailableOption, FROM_CONSOLE_PARAM } from "~/modules/catalog/variant-choice";
import { useVariantChoice } from "~/modules/catalog/variant-picker";
import { Price } from "~/modules/promotions/was-price";
import type { RatingSummary } from "~/modules/reviews/rating-summary";
import { ReviewsSection, type ReviewCardData } from "~/modules/reviews/reviews-section";
import { useShellText } from "~/modules/settings/use-settings";
import { VideoList, type VideoTileData } from "~/modules/videos/video-tile";

import { BuyBox } from "./buy-box";
import { DeliveryPromise, type DeliveryPromiseData } from "./delivery-promise";
import { reviewsPagePath } from "./reviews-path";

export type ProductPageProps = {
  product: {
    id: string;
    name: string;
    slug: string;
    price: number;
    tagline: string;
    description: string;
    image: string;
    imageAltText: string;
    gallery: string[];
    features: string[];
    techSpecs: TechSpec[];
    variantOptions: string[];
    variantImages: Record<string, string>;
    stock: StockShown;
    variants: ShownVariant[];
    guaranteeMonths: number;
  };
  addons: { id: string; name: string; slug: string; price: number; image: string; type: string }[];
  reviews: ReviewCardData[];
  reviewSummary: RatingSummary;
  videos: VideoTileData[];
  /** when it arrives, from the delivery calculator */
  delivery: DeliveryPromiseData;
  /** the "Email me when it's back" answer after a plain (no-JavaScript) post */
  backInStockAnswer?: BackInStockAnswer;
};

/**
 * "N sold in the last 24 hours": real units, fetched because the page itself is cached (ADR 051). Its own
 * component, so the answer draws this line again rather than the whole page.
 */
function SoldRecently({ slug }: { slug: string }) {
  const [sold, setSold] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/products/${encodeURIComponent(slug)}/recent-sales`)
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { soldLast24h?: number | null } | null) => {
        if (live && typeof body?.soldLast24h === "number") setSold(body.soldLast24h);
      })
      .catch(() => {}); // a claim we cannot check is a claim we do not make
    return () => {
      live = false;
    };
  }, [slug]);
  if (sold === null) return null;
  return (
    <p className="mt-4 flex items-center gap-2 text-sm">
      <SpriteIcon name="Flame" className="h-4 w-4 text-destructive" /> {sold} sold in the last 24 hours
    </p>
  );
}

export function ProductPage({
  product,
  addons,
  reviews,
  reviewSummary,
  videos,
  delivery,
  backInStockAnswer,
}: ProductPageProps) {
  const images = [
    ...new Set([product.image, ...product.gallery, ...Object.values(product.variantImages)].filter(Boolean)),
  ];
  const [imageIndex, setImageIndex] = useState(0);
  // The gallery shows the chosen colour's photo, for a colour picked before hydration too.
  const choice = useVariantChoice(
    (option) => {
      const image = product.variantImages[option];
      if (image && images.includes(image)) setImageIndex(images.indexOf(image));
    },
    firstAvailableOption(product.variantOptions, product.variants, product.stock.level === "out"),
  );
  // the chosen colour's own price and stock; before a choice, the product's
  const [variant] = choice;
  const text = useShellText();
  const chosen = product.variants.find((v) => v.name === (variant ?? ""));
  const stock = chosen?.stock ?? product.stock;
  const soldOut = product.stock.level === "out" || stock.level === "out";

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          images={images}
          index={imageIndex}
          onIndexChange={setImageIndex}
          alt={product.imageAltText || product.name}
          name={product.name}
        />

        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{product.name}</h1>
          {product.tagline ? <p className="mt-2 text-lg text-muted-foreground">{product.tagline}</p> : null}
          {reviewSummary.count > 0 ? (
            <a href="#reviews" className="mt-3 inline-flex items-center gap-2 text-sm hover:underline">
              <Stars rating={reviewSummary.average} />
              <span>
                {reviewSummary.average.toFixed(1)} ({reviewSummary.count}{" "}
                {reviewSummary.count === 1 ? "review" : "reviews"})
              </span>
            </a>
          ) : null}
          <Price
            item={{ ...product, price: chosen?.price ?? product.price }}
            className="mt-4 text-3xl font-extrabold"
          />
          <p className="text-sm text-muted-foreground">Price includes VAT</p>

          {product.stock.level === "out" ? null : <SoldRecently slug={product.slug} />}

          {stock.level === "low" ? (
            <p
              role="status"
              className={
                "mt-4 flex items-center gap-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm " +
                "font-semibold text-amber-900"
              }
            >
              <SpriteIcon name="TriangleAlert" className="h-4 w-4" /> Only {stock.left} left in stock - order soon!
            </p>
          ) : null}

          <BuyBox itemType="product" item={product} choice={choice} soldOut={soldOut} answer={backInStockAnswer} />

          <ul className="mt-6 grid gap-3 rounded-xl border p-4 text-sm">
            {soldOut ? null : <DeliveryPromise promise={delivery} />}
            <li className="flex items-center gap-3">
              <SpriteIcon name="ShieldCheck" className="h-5 w-5 text-primary" /> {product.guaranteeMonths || 12}-month
              warranty
            </li>
            <li className="flex items-center gap-3">
              <SpriteIcon name="RotateCcw" className="h-5 w-5 text-primary" />
              <Link to={text.returnsPath} className="underline">
                {text.returnsPromise}
              </Link>
            </li>
          </ul>
        </div>
      </div>

      {product.description ? (
        <section aria-labelledby="about-title" className="mt-14">
          <h2 id="about-title" className="text-2xl font-bold">
            About the {product.name}
          </h2>
          <div className="mt-4 max-w-3xl space-y-4 leading-relaxed text-muted-foreground">
            {product.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}

      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        {product.features.length ? (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-bold">
              Features
            </h2>
            <ul className="mt-4 space-y-2">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <SpriteIcon name="Check" className="mt-1 h-4 w-4 shrink-0 text-success" /> {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {product.techSpecs.length ? (
          <section aria-labelledby="specs-title">
            <h2 id="specs-title" className="text-2xl font-bold">
              Tech Specs
            </h2>
            <dl className="mt-4 divide-y rounded-xl border">
              {product.techSpecs.map((spec) => (
                <div key={spec.label} className="grid grid-cols-[40%_1fr] gap-3 p-3 text-sm">
                  <dt className="font-semibold">{spec.label}</dt>
                  <dd className="text-muted-foreground">{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>

      {addons.length ? (
        <section aria-labelledby="addons-title" className="mt-14">
          <h2 id="addons-title" className="text-2xl font-bold">
            Recommended add-ons
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {addons.map((addon) => (
              <li
                key={addon.id}
                className={"relative rounded-xl border bg-card p-3 " + `hover:shadow-md ${CARD_FOCUS}`}
              >
                {addon.image ? (
                  <ResponsiveImage
                    src={addon.image}
                    alt=""
                    width={400}
                    height={400}
                    sizes="(min-width: 1024px) 260px, 50vw"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                ) : null}
                <h3 className="mt-2 font-semibold">
                  <Link
                    to={`/addon/${addon.slug}?${new URLSearchParams({ [FROM_CONSOLE_PARAM]: product.name })}`}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {addon.name}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">{formatPrice(addon.price)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {videos.length ? (
        <section aria-labelledby="videos-title" className="mt-14">
          <h2 id="videos-title" className="text-2xl font-bold">
            See it in action
          </h2>
          <VideoList videos={videos} className="mt-4" />
        </section>
      ) : null}

      <section id="reviews" aria-labelledby="reviews-title" className="mt-14 scroll-mt-32">
        <h2 id="reviews-title" className="text-2xl font-bold">
          Customer reviews
        </h2>
        <ReviewsSection
          summary={reviewSummary}
          reviews={reviews}
          headingId="reviews-title"
          className="mt-4"
          columns={2}
        />
        {reviewSummary.count > reviews.length ? (
          <p className="mt-4">
            <Link to={reviewsPagePath(product.slug)} className="font-medium underline underline-offset-2">
              See all {reviewSummary.count} reviews
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
