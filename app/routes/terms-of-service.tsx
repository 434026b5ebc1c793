import type { Route } from "./+types/terms-of-service";
import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredText, TextPage } from "~/components/storefront/text-page";
import { publicOrigin } from "~/lib/env.server";
import { siteNameOf, sitePageMeta } from "~/lib/seo";
import { getSettingsView } from "~/modules/settings/settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { termsOfService } = await getSettingsView(context.db, ["termsOfService"]);
  return { origin: publicOrigin(context.config), termsOfService };
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({ name: "Terms of Service", path: "/terms-of-service", description: `The terms that apply when you shop with ${siteName}.`, siteName, origin: data?.origin });
};

export const ErrorBoundary = StorefrontRouteError;

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const { termsOfService } = loaderData;
  return (
    <TextPage title="Terms of Service">
      {termsOfService.trim() ? <StoredText text={termsOfService} /> : <p className="text-muted-foreground">No terms of service have been added yet.</p>}
    </TextPage>
  );
}
