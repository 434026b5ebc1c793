import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredTextPage } from "~/components/storefront/text-page";
import { publicOrigin } from "~/lib/env.server";
import { sitePageMeta } from "~/lib/seo";
import { getLegalPage } from "~/modules/settings/settings.server";
import { POLICIES } from "~/modules/settings/trader";
import { siteNameOf } from "~/modules/settings/use-settings";

import type { Route } from "./+types/returns";

// Returns & Cancellations: the right to cancel, the model form and faulty goods, or the operator's own text.
export async function loader({ context }: Route.LoaderArgs) {
  return { origin: publicOrigin(context.config), ...(await getLegalPage(context.db, "returns")) };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({
    name: POLICIES.returns.title,
    path: POLICIES.returns.path,
    description: `Your 14-day right to cancel, how to return an item, and your rights for faulty goods at ${siteName}.`,
    siteName,
    origin: data?.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function Returns({ loaderData }: Route.ComponentProps) {
  return <StoredTextPage title={loaderData.title} text={loaderData.text} />;
}
