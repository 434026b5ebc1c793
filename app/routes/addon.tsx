import type { Route } from "./+types/addon";
import { StorefrontRouteError } from "~/components/storefront/route-error";
import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { AddonPage } from "~/modules/storefront/addon-page";
import { getPublishedAddonPage } from "~/modules/catalog/catalog.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getPublishedAddonPage(context.db, params.slug);
  if (!page) throw notFound();
  return { ...page, origin: publicOrigin(context.config) };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = (matches[0]?.data as { settings?: { siteName: string } } | undefined)?.settings?.siteName ?? "Retro Handhelds";
  if (!data) return notFoundMeta(siteName);
  const { addon, origin } = data;
  const url = `${origin}/addon/${addon.slug}`;
  const description = addon.description.slice(0, 160) || `${addon.name} from ${siteName}.`;
  const image = addon.image ? new URL(addon.image, url).toString() : undefined;
  return pageMeta({
    title: `${addon.name} | ${siteName}`,
    description,
    url,
    image,
    type: "product",
    siteName,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: addon.name,
        description,
        sku: addon.id,
        ...(image ? { image: [image] } : {}),
        offers: { "@type": "Offer", url, priceCurrency: "GBP", price: (addon.price / 100).toFixed(2), availability: "https://schema.org/InStock" },
      },
    ],
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function Addon({ loaderData }: Route.ComponentProps) {
  return <AddonPage key={loaderData.addon.id} addon={loaderData.addon} product={loaderData.product} />;
}
