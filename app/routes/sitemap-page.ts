import { publicOrigin } from "~/lib/env.server";
import { notFound } from "~/lib/http.server";
import { getSitemap, sitemapXml } from "~/modules/storefront/sitemap.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/sitemap-page";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

// /sitemap/N.xml: the Nth file of the sitemap, listed by /sitemap.xml's index once the shop outgrows one file.
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = /^([1-9][0-9]{0,4})\.xml$/.exec(params.file)?.[1];
  const sitemap = page ? await getSitemap(context.db, Number(page)) : null;
  if (!sitemap) throw notFound();
  return sitemapXml(sitemap, publicOrigin(context.config));
}
