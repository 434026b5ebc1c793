import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { searchCatalog } from "~/modules/catalog/catalog-search.server";
import { readQuery, SearchQuerySchema } from "~/modules/catalog/listing.schema";
import { siteNameOf } from "~/modules/settings/use-settings";
import { SearchPage, searchPath } from "~/modules/storefront/search-page";
import { FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/search";

export const routeRules = {
  permission: "public",
  cache: { store: true, params: ["q", "page"] },
  body: FORM_BODY,
} satisfies RouteRules;

// /search?q=&page=: server-rendered results of the header's search, a page at a time (the page cache keeps
// each search: docs/decisions/300). A query it cannot read is a 400 with the message beside the form.
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(context.config);
  const query = readQuery(SearchQuerySchema, request);
  if (!query.ok) {
    const q = (query.raw.q ?? "").replaceAll("\u0000", "").slice(0, 200);
    return data({ q, error: query.error, results: null, origin }, { status: 400 });
  }
  const results = await searchCatalog(context.db, query.value);
  // a page past the end is not a page: one address per page
  if (results.total > 0 && query.value.page > results.pageCount) throw notFound();
  return { q: query.value.q, error: null, results, origin };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  const q = data?.q ?? "";
  return [
    ...pageMeta({
      title: `${q ? `Search: ${q}` : "Search"} | ${siteName}`,
      description: `Search the ${siteName} catalogue of retro handheld consoles and add-ons.`,
      url: `${data?.origin ?? "http://localhost"}${q ? searchPath(q, data?.results?.page ?? 1) : "/search"}`,
      siteName,
    }),
    // results pages are for shoppers, not search engines: the collections and products are in the sitemap
    { name: "robots", content: "noindex, follow" },
  ];
};

/** Its toasts only answer the shopper's own taps: the toaster loads at the first one. */
export const handle = lazyToasterHandle;

export const ErrorBoundary = StorefrontRouteError;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { origin: _origin, ...page } = loaderData;
  return <SearchPage {...page} />;
}
