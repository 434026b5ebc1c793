import { StoredTextPage } from "~/components/storefront/text-page";
import { sitePageMeta } from "~/lib/seo";
import { POLICIES, type PolicyKind } from "~/modules/settings/trader";
import { siteNameOf } from "~/modules/settings/use-settings";

// The three policy pages (terms, privacy, returns) are one page with three texts: each route names its
// policy and the line search engines show for it.

/** A policy page's head: its title and address, and a description that names the shop. */
export function legalPageMeta(kind: PolicyKind, describe: (siteName: string) => string) {
  return ({ data, matches }: { data?: { origin: string }; matches: Parameters<typeof siteNameOf>[0] }) => {
    const siteName = siteNameOf(matches);
    return sitePageMeta({
      name: POLICIES[kind].title,
      path: POLICIES[kind].path,
      description: describe(siteName),
      siteName,
      origin: data?.origin,
    });
  };
}

export function LegalPage({ loaderData }: { loaderData: { title: string; text: string } }) {
  return <StoredTextPage title={loaderData.title} text={loaderData.text} />;
}
