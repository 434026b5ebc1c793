import { publicOrigin } from "~/lib/env.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/robots";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

// Crawlers may read the storefront, not the back office or the APIs; the sitemap lists the pages.
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /checkout",
    "",
    `Sitemap: ${publicOrigin(context.config)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
