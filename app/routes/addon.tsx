import { StorefrontRouteError } from "~/components/storefront/route-error";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { notFoundMeta, productMeta } from "~/lib/seo";
import { backInStockAction } from "~/modules/alerts/back-in-stock-action.server";
import { getPublishedAddonPage } from "~/modules/catalog/catalog.server";
import { siteNameOf } from "~/modules/settings/use-settings";
import { AddonPage } from "~/modules/storefront/addon-page";

import type { Route } from "./+types/addon";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getPublishedAddonPage(context.db, params.slug);
  if (!page) throw notFound();
  return { ...page, origin: publicOrigin(context.config) };
}

/** "Email me when it's back" posts here, from a sold-out add-on or option. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return backInStockAction(context, "addon", params.slug, request);
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  if (!data) return notFoundMeta(siteName);
  const { addon, origin } = data;
  const description = addon.description.slice(0, 160) || `${addon.name} from ${siteName}.`;
  return productMeta({
    title: `${addon.name} | ${siteName}`,
    description,
    url: `${origin}/addon/${addon.slug}`,
    siteName,
    name: addon.name,
    sku: addon.id,
    image: addon.image,
    pricePence: addon.price,
    offer: {
      // sold out when every variant is, as the page says before an option is chosen
      availability:
        addon.variants.length > 0 && addon.variants.every((v) => v.stock.level === "out")
          ? "https://schema.org/OutOfStock"
          : "https://schema.org/InStock",
    },
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function Addon({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AddonPage
      key={loaderData.addon.id}
      addon={loaderData.addon}
      product={loaderData.product}
      backInStockAnswer={actionData}
    />
  );
}
