import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { notFoundMeta, sitePageMeta } from "~/lib/seo";
import { getCollectionPage } from "~/modules/catalog/collections.server";
import { CollectionQuerySchema, readQuery } from "~/modules/catalog/listing.schema";
import { siteNameOf } from "~/modules/settings/use-settings";
import { CollectionPage, collectionPath } from "~/modules/storefront/collection-page";
import { FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/collection";

export const routeRules = {
  permission: "public",
  cache: { store: true, params: ["min", "max", "brand", "stock", "sort", "page"] },
  body: FORM_BODY,
} satisfies RouteRules;

// /collections/:slug: consoles, add-ons, on sale, in stock, filtered and sorted by a GET form (it works without
// JavaScript), a page at a time; cached per address like the other public pages (docs/decisions/300). Filters it
// cannot read are a 400 showing the unfiltered collection, the message beside the field.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = readQuery(CollectionQuerySchema, request);
  const value = query.ok ? query.value : CollectionQuerySchema.parse({});
  const found = await getCollectionPage(context.db, params.slug, value);
  if (!found) throw notFound();
  if (value.page > 1 && found.items.length === 0) throw notFound();
  const raw = query.ok ? null : query.raw;
  const filters = {
    min: raw ? (raw.min ?? "").slice(0, 20) : value.min === null ? "" : String(value.min / 100),
    max: raw ? (raw.max ?? "").slice(0, 20) : value.max === null ? "" : String(value.max / 100),
    brand: value.brand,
    stock: value.stock,
    sort: value.sort,
  };
  const page = {
    ...found,
    filters,
    fieldErrors: query.ok ? {} : query.fieldErrors,
    origin: publicOrigin(context.config),
  };
  return query.ok ? page : data(page, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  if (!data) return notFoundMeta(siteName);
  return sitePageMeta({
    name: `${data.collection.title}${data.page > 1 ? ` (page ${data.page})` : ""}`,
    path: collectionPath(data.collection.slug, data.filters, data.page),
    description: data.collection.description,
    siteName,
    origin: data.origin,
  });
};

/** Its toasts only answer the shopper's own taps: the toaster loads at the first one. */
export const handle = lazyToasterHandle;

export const ErrorBoundary = StorefrontRouteError;

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { origin: _origin, ...page } = loaderData;
  return <CollectionPage {...page} />;
}
