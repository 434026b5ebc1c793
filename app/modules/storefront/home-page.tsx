import type { ComponentProps, ReactNode } from "react";

import { FaqAccordion } from "~/components/storefront/faq-accordion";
import { FeatureIcon } from "~/components/storefront/feature-icon";
import { buttonClasses } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ToastMessage } from "~/lib/toast-message";
import { ComparisonTable } from "~/modules/catalog/comparison-table";
import { ProductCard, type ProductCardData } from "~/modules/catalog/product-card";
import type { RatingSummary } from "~/modules/reviews/rating-summary";
import { ReviewsSection, type ReviewCardData } from "~/modules/reviews/reviews-section";
import { SETTINGS_FALLBACKS } from "~/modules/settings/settings-fallbacks";
import type { HomeSettings } from "~/modules/settings/settings-views";
import type { HomePolicies } from "~/modules/storefront/home-policies";
import { EmailCollector } from "~/modules/subscribers/email-collector";
import { VideoList, type VideoTileData } from "~/modules/videos/video-tile";

import { CollectionLinks } from "./collection-links";

type HomePageProps = {
  products: (ProductCardData & ComponentProps<typeof ComparisonTable>["products"][number])[];
  reviews: ReviewCardData[];
  reviewSummary: RatingSummary;
  videos: VideoTileData[];
  settings: HomeSettings;
  policies: HomePolicies;
  /** the mailing-list form's answer, when it was posted without JavaScript */
  subscribeAnswer?: ToastMessage;
};

const SECTION = "mx-auto max-w-6xl px-4 py-14 sm:py-20";

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}

/** A home page section named by its heading (the heading's id is the section's accessible name). */
function HeadedSection({
  id,
  title,
  subtitle,
  className = SECTION,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} subtitle={subtitle} />
      {children}
    </section>
  );
}

/** The home page (SPEC §4): the settings' copy around the shop's products, reviews, videos and FAQs. */
export function HomePage({
  products,
  reviews,
  reviewSummary,
  videos,
  settings: s,
  policies,
  subscribeAnswer,
}: HomePageProps) {
  const stats = s.trustStats;
  const { guaranteeDays, guaranteeHeading: heading, faqs } = policies;
  // a press logo claims coverage, so it shows only with a link to that coverage
  const mediaLogos = s.mediaLogos.filter((logo) => logo.url);
  return (
    <>
      {/* Hero */}
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              {s.heroHeading}
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">{s.heroSubtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#products" className={buttonClasses("primary", "lg")}>
                {s.homepageCta}
              </a>
              <a href="#products" className={buttonClasses("outline", "lg")}>
                {s.homepageSecondaryCta}
              </a>
            </div>
          </div>
          {s.heroImageUrl ? (
            <ResponsiveImage
              src={s.heroImageUrl}
              alt="Retro handheld consoles"
              width={1200}
              height={750}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
            />
          ) : null}
        </div>
      </section>

      {stats && (reviewSummary.count || guaranteeDays) ? (
        <section aria-label="Why shoppers trust us" className="border-y bg-card">
          <dl className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-16 gap-y-6 px-4 py-8 text-center">
            {[
              // computed from the published reviews, like the reviews block below; none shown without reviews
              ...(reviewSummary.count
                ? [
                    { label: "Average Rating", value: `${reviewSummary.average.toFixed(1)}/5` },
                    { label: "Would Recommend", value: `${reviewSummary.recommendPercent}%` },
                  ]
                : []),
              ...(guaranteeDays ? [{ label: "Guarantee", value: `${guaranteeDays}-Day` }] : []),
            ].map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-primary sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          {reviewSummary.count ? (
            <p className="pb-4 text-center text-xs text-muted-foreground">
              From {reviewSummary.count} published {reviewSummary.count === 1 ? "review" : "reviews"}; recommend means 4
              or 5 stars.
            </p>
          ) : null}
        </section>
      ) : null}

      <section id="products" aria-labelledby="products-title" className={`${SECTION} scroll-mt-32`}>
        <SectionHeading
          id="products-title"
          title={s.productsSectionTitle || SETTINGS_FALLBACKS.productsSectionTitle}
          subtitle={s.productsSectionSubtitle}
        />
        {products.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} priority={!s.heroImageUrl && product === products[0]} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-muted-foreground">New consoles are on their way. Check back soon.</p>
        )}
        {/* the home page shows a dozen consoles; the whole catalogue is a collection away */}
        <CollectionLinks className="mt-10 text-center [&_ul]:justify-center" />
      </section>

      {products.length ? (
        <HeadedSection
          id="compare-title"
          title={s.comparisonSectionTitle || SETTINGS_FALLBACKS.comparisonSectionTitle}
          subtitle={s.comparisonSectionSubtitle}
        >
          <ComparisonTable products={products} />
        </HeadedSection>
      ) : null}

      {videos.length ? (
        <HeadedSection
          id="videos-title"
          title={s.videoSectionTitle || SETTINGS_FALLBACKS.videoSectionTitle}
          subtitle={s.videoSectionSubtitle}
        >
          <VideoList videos={videos} className="lg:grid-cols-3" />
        </HeadedSection>
      ) : null}

      {s.featuresList.length ? (
        <section aria-labelledby="features-title" className="bg-muted">
          <div className={SECTION}>
            <SectionHeading
              id="features-title"
              title={s.featuresSectionTitle || SETTINGS_FALLBACKS.featuresSectionTitle}
              subtitle={s.featuresSectionSubtitle}
            />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {s.featuresList.map((feature) => (
                <li key={feature.title} className="rounded-xl bg-card p-6 shadow-sm">
                  <FeatureIcon name={feature.icon} className="h-8 w-8 text-primary" />
                  <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {mediaLogos.length ? (
        <section aria-labelledby="media-title" className={SECTION}>
          <h2 id="media-title" className="mb-8 text-center text-lg font-semibold text-muted-foreground">
            {s.socialProofTitle || SETTINGS_FALLBACKS.socialProofTitle}
          </h2>
          <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
            {mediaLogos.map((logo) => (
              <li key={logo.name}>
                <a
                  href={logo.url}
                  rel="noopener"
                  className="block rounded focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ResponsiveImage
                    src={logo.imageUrl}
                    alt={`${logo.name}: read the coverage`}
                    width={160}
                    height={60}
                    sizes="160px"
                    className="h-12 w-auto opacity-80 grayscale"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <HeadedSection id="reviews-title" title="What our customers say">
        <ReviewsSection summary={reviewSummary} reviews={reviews} headingId="reviews-title" />
      </HeadedSection>

      <HeadedSection id="faq-title" title="Frequently Asked Questions" className={`${SECTION} max-w-3xl`}>
        <FaqAccordion items={faqs} />
      </HeadedSection>

      {/* SPEC's guarantee banner, only while the returns policy has a guarantee, written from it */}
      {s.guaranteeBannerEnabled !== false && heading ? (
        <section aria-labelledby="guarantee-title" className="bg-secondary">
          <div className={`${SECTION} text-center`}>
            <h2 id="guarantee-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {heading}
            </h2>
            <ul className="mx-auto mt-8 grid max-w-4xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {policies.guaranteeFeatures.map((feature) => (
                <li key={feature.title} className="flex flex-col items-center gap-2">
                  <FeatureIcon name={feature.icon} className="h-8 w-8 text-primary" />
                  <h3 className="font-bold">{feature.title}</h3>
                  {feature.description ? <p className="text-sm text-muted-foreground">{feature.description}</p> : null}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col items-center gap-4">
              <a href="#products" className={buttonClasses("primary", "lg")}>
                {s.guaranteeCtaText || "Shop with Confidence"}
              </a>
              <a href={policies.guaranteeTermsPath} className="font-semibold text-primary underline">
                Read the guarantee&apos;s terms
              </a>
            </div>
          </div>
        </section>
      ) : null}

      {s.emailCollectorEnabled !== false ? (
        <section aria-labelledby="subscribe-title" className="bg-primary px-4 py-14 text-primary-foreground">
          <EmailCollector
            title={s.emailCollectorTitle}
            subtitle={s.emailCollectorSubtitle}
            cta={s.emailCollectorCta}
            // without JavaScript the answer is a new page: it opens at the form, where the answer is shown
            action="/?index#subscribe-title"
            result={subscribeAnswer}
          />
        </section>
      ) : null}
    </>
  );
}
