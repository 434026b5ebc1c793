import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { PAGE_EXPIRES_HEADER } from "~/lib/page-expiry";
import { backInStockAction } from "~/modules/alerts/back-in-stock-action.server";
import { getSettings } from "~/modules/settings/settings.server";
import { productDelivery } from "~/modules/storefront/delivery-promise.server";
import { itemPageMeta } from "~/modules/storefront/item-page-meta";
import { ProductPage } from "~/modules/storefront/product-page";
import { getPublishedProductPage } from "~/modules/storefront/storefront.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/product";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ params, context }: Route.LoaderArgs) {
  const [page, settings] = await Promise.all([
    getPublishedProductPage(context.db, params.slug),
    getSettings(context.db),
  ]);
  if (!page) throw notFound(); // a real 404, never an endless 'Loading...'
  const delivery = productDelivery(settings, page.product.price);
  // the page is cached: it names today's cut-off, so it is rendered again once that passes
  return data(
    { ...page, delivery: delivery.promise, origin: publicOrigin(context.config) },
    { headers: { [PAGE_EXPIRES_HEADER]: String(delivery.expiresAt) } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** "Email me when it's back" posts here, from a sold-out product. */
export const action = backInStockAction("product");

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = itemPageMeta(
  ({ product, reviewSummary, origin }: Route.ComponentProps["loaderData"], siteName) => ({
    title: product.seoTitle || `${product.name} | ${siteName}`,
    description: product.seoDescription || product.tagline || product.description.slice(0, 160),
    url: `${origin}/product/${product.slug}`,
    siteName,
    item: product,
    inStock: product.stock.level !== "out",
    offer: { itemCondition: "https://schema.org/NewCondition" },
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
  }),
);

export const ErrorBoundary = StorefrontRouteError;

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { origin: _origin, ...page } = loaderData;
  return <ProductPage key={page.product.id} {...page} backInStockAnswer={actionData} />;
}
