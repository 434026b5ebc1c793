import { publicOrigin } from "~/lib/env.server";
import { getSitemap, sitemapXml } from "~/modules/storefront/sitemap.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/sitemap";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

// /sitemap.xml (served as XML, DESIGN.md): every address while they fit in one file, else an index of
// /sitemap/N.xml files of at most 50,000 each.
export async function loader({ context }: Route.LoaderArgs) {
  return sitemapXml((await getSitemap(context.db, null))!, publicOrigin(context.config));
}
