import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredTextPage } from "~/components/storefront/text-page";
import { publicOrigin } from "~/lib/env.server";
import { siteNameOf, sitePageMeta } from "~/lib/seo";
import { getSettingsView } from "~/modules/settings/settings.server";

import type { Route } from "./+types/privacy-policy";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    origin: publicOrigin(context.config),
    text: (await getSettingsView(context.db, ["privacyPolicy"])).privacyPolicy,
  };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({
    name: "Privacy Policy",
    path: "/privacy-policy",
    description: `How ${siteName} collects, uses and protects your personal information.`,
    siteName,
    origin: data?.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <StoredTextPage title="Privacy Policy" text={loaderData.text} empty="No privacy policy has been added yet." />;
}
