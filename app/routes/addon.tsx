import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { backInStockAction } from "~/modules/alerts/back-in-stock-action.server";
import { getPublishedAddonPage, isConsoleLink } from "~/modules/catalog/catalog.server";
import { FROM_CONSOLE_PARAM } from "~/modules/catalog/variant-choice";
import { AddonPage } from "~/modules/storefront/addon-page";
import { itemPageMeta } from "~/modules/storefront/item-page-meta";
import { FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/addon";

// A link from a console's page names it (`?for=`): the page opens with that console's size chosen, so the page
// cache keeps one page per console named, and none for a value no console's link makes.
export const routeRules = {
  permission: "public",
  cache: { store: true, params: ["for"] },
  body: FORM_BODY,
} satisfies RouteRules;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await getPublishedAddonPage(context.db, params.slug);
  if (!page) throw notFound();
  const named = new URL(request.url).searchParams.getAll(FROM_CONSOLE_PARAM);
  // a `for` no console's link makes is a page of its own the cache must not keep (catalog.server.ts)
  const keep = named.length === 0 || (await isConsoleLink(context.db, named));
  return data({ ...page, origin: publicOrigin(context.config) }, keep ? {} : { headers: NOT_STORED });
}

const NOT_STORED = { "Cache-Control": "no-store" };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** "Email me when it's back" posts here, from a sold-out add-on or option. */
export const action = backInStockAction("addon");

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = itemPageMeta(
  ({ addon, origin }: Route.ComponentProps["loaderData"], siteName) => ({
    title: `${addon.name} | ${siteName}`,
    description: addon.description.slice(0, 160) || `${addon.name} from ${siteName}.`,
    url: `${origin}/addon/${addon.slug}`,
    siteName,
    item: addon,
    // sold out when every variant is, as the page says before an option is chosen
    inStock: !(addon.variants.length > 0 && addon.variants.every((v) => v.stock.level === "out")),
  }),
);

export const ErrorBoundary = StorefrontRouteError;

export default function Addon({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AddonPage
      key={loaderData.addon.id}
      addon={loaderData.addon}
      compatible={loaderData.compatible}
      backInStockAnswer={actionData}
    />
  );
}
