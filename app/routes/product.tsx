import { StorefrontRouteError } from "~/components/storefront/route-error";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { notFoundMeta, productMeta } from "~/lib/seo";
import { backInStockAction } from "~/modules/alerts/back-in-stock-action.server";
import { dispatchPromise } from "~/modules/settings/dispatch";
import { getSettings } from "~/modules/settings/settings.server";
import { siteNameOf } from "~/modules/settings/use-settings";
import { ProductPage } from "~/modules/storefront/product-page";
import { getPublishedProductPage } from "~/modules/storefront/storefront.server";

import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const [page, settings] = await Promise.all([
    getPublishedProductPage(context.db, params.slug),
    getSettings(context.db),
  ]);
  if (!page) throw notFound(); // a real 404, never an endless 'Loading...'
  return {
    ...page,
    dispatchPromise: dispatchPromise(settings),
    origin: publicOrigin(context.config),
  };
}

/** "Email me when it's back" posts here, from a sold-out product. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return backInStockAction(context, "product", params.slug, request);
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  if (!data) return notFoundMeta(siteName);
  const { product, reviewSummary, origin } = data;
  return productMeta({
    title: product.seoTitle || `${product.name} | ${siteName}`,
    description: product.seoDescription || product.tagline || product.description.slice(0, 160),
    url: `${origin}/product/${product.slug}`,
    siteName,
    name: product.name,
    sku: product.id,
    image: product.image,
    pricePence: product.price,
    offer: {
      availability: product.stock.level !== "out" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    extra:
      reviewSummary.count > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: reviewSummary.average,
              reviewCount: reviewSummary.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {},
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { origin: _origin, ...page } = loaderData;
  return <ProductPage key={page.product.id} {...page} backInStockAnswer={actionData} />;
}
