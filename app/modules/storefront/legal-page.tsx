import { StoredText, TextPage } from "~/components/storefront/text-page";
import { sitePageMeta } from "~/lib/seo";
import { GUARANTEE_TERMS_ID } from "~/modules/settings/returns-policy";
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

type GuaranteeTerms = { heading: string; terms: string[] } | null;

export function LegalPage({ loaderData }: { loaderData: { title: string; text: string; guarantee?: GuaranteeTerms } }) {
  const { guarantee } = loaderData;
  return (
    <TextPage title={loaderData.title}>
      {guarantee ? (
        <section id={GUARANTEE_TERMS_ID} aria-labelledby="guarantee-terms-title" className="mb-10 scroll-mt-32">
          <h2 id="guarantee-terms-title" className="text-xl font-bold">
            {guarantee.heading}: the terms
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">
            {guarantee.terms.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
      <StoredText text={loaderData.text} />
    </TextPage>
  );
}
