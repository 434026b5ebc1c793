import { publicOrigin } from "~/lib/env.server";
import { getSitemap, sitemapXml } from "~/modules/storefront/sitemap.server";

import type { Route } from "./+types/sitemap";

// /sitemap.xml (served as XML, DESIGN.md): every address while they fit in one file, else an index of
// /sitemap/N.xml files of at most 50,000 each.
export async function loader({ context }: Route.LoaderArgs) {
  return sitemapXml((await getSitemap(context.db, null))!, publicOrigin(context.config));
}
