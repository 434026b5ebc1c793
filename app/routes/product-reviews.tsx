import { StorefrontRouteError } from "~/components/storefront/route-error";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { notFoundMeta, sitePageMeta } from "~/lib/seo";
import { siteNameOf } from "~/modules/settings/use-settings";
import { ProductReviewsPage } from "~/modules/storefront/product-reviews-page";
import { reviewsPagePath } from "~/modules/storefront/reviews-path";
import { getProductReviewsPage } from "~/modules/storefront/storefront.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/product-reviews";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// /product/:slug/reviews and /product/:slug/reviews/:page: every review of a product, a page at a time,
// server-rendered; the product page itself shows the summary and the first few.
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = params.page === undefined ? 1 : /^[1-9][0-9]{0,5}$/.test(params.page) ? Number(params.page) : 0;
  if (!page) throw notFound();
  const found = await getProductReviewsPage(context.db, params.slug, page);
  // a page past the end is not a page: one address per page, no duplicates of the last
  if (!found || found.page !== page) throw notFound();
  return { ...found, origin: publicOrigin(context.config) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  if (!data) return notFoundMeta(siteName);
  const { product, page, reviewSummary } = data;
  return sitePageMeta({
    name: `Reviews of ${product.name}${page > 1 ? ` (page ${page})` : ""}`,
    path: reviewsPagePath(product.slug, page),
    description: `${reviewSummary.count} customer reviews of ${product.name}, rated ${reviewSummary.average} out of 5.`,
    siteName,
    origin: data.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function ProductReviews({ loaderData }: Route.ComponentProps) {
  const { origin: _origin, ...page } = loaderData;
  return <ProductReviewsPage {...page} />;
}
