import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredTextPage } from "~/components/storefront/text-page";
import { publicOrigin } from "~/lib/env.server";
import { siteNameOf, sitePageMeta } from "~/lib/seo";
import { getSettingsView } from "~/modules/settings/settings.server";

import type { Route } from "./+types/terms-of-service";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    origin: publicOrigin(context.config),
    text: (await getSettingsView(context.db, ["termsOfService"])).termsOfService,
  };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({
    name: "Terms of Service",
    path: "/terms-of-service",
    description: `The terms that apply when you shop with ${siteName}.`,
    siteName,
    origin: data?.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return (
    <StoredTextPage title="Terms of Service" text={loaderData.text} empty="No terms of service have been added yet." />
  );
}
