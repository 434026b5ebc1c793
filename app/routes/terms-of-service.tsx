import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredTextPage } from "~/components/storefront/text-page";
import { publicOrigin } from "~/lib/env.server";
import { sitePageMeta } from "~/lib/seo";
import { getLegalPage } from "~/modules/settings/settings.server";
import { POLICIES } from "~/modules/settings/trader";
import { siteNameOf } from "~/modules/settings/use-settings";

import type { Route } from "./+types/terms-of-service";

// The Terms of Sale: the operator's text, or the UK template when they have left it empty.
export async function loader({ context }: Route.LoaderArgs) {
  return { origin: publicOrigin(context.config), ...(await getLegalPage(context.db, "terms")) };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({
    name: POLICIES.terms.title,
    path: POLICIES.terms.path,
    description: `The terms that apply when you shop with ${siteName}.`,
    siteName,
    origin: data?.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <StoredTextPage title={loaderData.title} text={loaderData.text} />;
}
