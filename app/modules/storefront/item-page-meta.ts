import { notFoundMeta, productMeta } from "~/lib/seo";
import { siteNameOf } from "~/modules/settings/use-settings";

type Matches = Parameters<typeof siteNameOf>[0];

/**
 * The head of a page selling one catalogue item: the shop's not-found tags when the loader found no item,
 * else productMeta of what `describe` makes of the page's data, in the shop's name.
 */
export function itemPageMeta<Data>(describe: (data: Data, siteName: string) => Parameters<typeof productMeta>[0]) {
  return ({ data, matches }: { data: Data | undefined; matches: Matches }) => {
    const siteName = siteNameOf(matches);
    return data ? productMeta(describe(data, siteName)) : notFoundMeta(siteName);
  };
}
