import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredTextPage } from "~/components/storefront/text-page";
import { publicOrigin } from "~/lib/env.server";
import { sitePageMeta } from "~/lib/seo";
import { getLegalPage } from "~/modules/settings/settings.server";
import { POLICIES } from "~/modules/settings/trader";
import { siteNameOf } from "~/modules/settings/use-settings";

import type { Route } from "./+types/privacy-policy";

// The Privacy Notice: the operator's text, or the UK template when they have left it empty.
export async function loader({ context }: Route.LoaderArgs) {
  return { origin: publicOrigin(context.config), ...(await getLegalPage(context.db, "privacy")) };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({
    name: POLICIES.privacy.title,
    path: POLICIES.privacy.path,
    description: `How ${siteName} collects, uses and protects your personal data.`,
    siteName,
    origin: data?.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <StoredTextPage title={loaderData.title} text={loaderData.text} />;
}
