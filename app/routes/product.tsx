import type { Route } from "./+types/product";
import { StorefrontRouteError } from "~/components/storefront/route-error";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { getPublishedProductPage } from "~/modules/storefront/storefront.server";
import { ProductPage } from "~/modules/storefront/product-page";
import { socialProof } from "~/modules/catalog/social-proof";
import { getSettings } from "~/modules/settings/settings.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const [page, settings] = await Promise.all([getPublishedProductPage(context.db, params.slug), getSettings(context.db)]);
  if (!page) throw notFound(); // a real 404, never an endless 'Loading...'
  return {
    ...page,
    socialProof: socialProof(page.product.id, settings.urgencyConfig),
    origin: publicOrigin(context.config),
  };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = (matches[0]?.data as { settings?: { siteName: string } } | undefined)?.settings?.siteName ?? "Retro Handhelds";
  if (!data) return notFoundMeta(siteName);
  const { product, reviewSummary, origin } = data;
  const url = `${origin}/product/${product.slug}`;
  const description = product.seoDescription || product.tagline || product.description.slice(0, 160);
  const image = product.image ? new URL(product.image, url).toString() : undefined;
  return pageMeta({
    title: product.seoTitle || `${product.name} | ${siteName}`,
    description,
    url,
    image,
    type: "product",
    siteName,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description,
        sku: product.id,
        ...(image ? { image: [image] } : {}),
        offers: {
          "@type": "Offer",
          url,
          priceCurrency: "GBP",
          price: (product.price / 100).toFixed(2),
          availability: product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          itemCondition: "https://schema.org/NewCondition",
        },
        ...(reviewSummary.count > 0
          ? { aggregateRating: { "@type": "AggregateRating", ratingValue: reviewSummary.average, reviewCount: reviewSummary.count, bestRating: 5, worstRating: 1 } }
          : {}),
      },
    ],
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function Product({ loaderData }: Route.ComponentProps) {
  const { origin: _origin, ...page } = loaderData;
  return <ProductPage key={page.product.id} {...page} />;
}
