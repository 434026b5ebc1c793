import { publicOrigin } from "~/lib/env.server";
import { listSitemapProducts } from "~/modules/catalog/catalog.server";

import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

// SPEC §2 (served as XML, DESIGN.md): home daily 1.0, support monthly 0.7, each published product weekly 0.8.
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context.config);
  const products = await listSitemapProducts(context.db);
  const entries = [
    { loc: `${origin}/`, changefreq: "daily", priority: "1.0" },
    { loc: `${origin}/support`, changefreq: "monthly", priority: "0.7" },
    ...products.map((p) => ({
      loc: `${origin}/product/${encodeURIComponent(p.slug)}`,
      lastmod: p.updatedAt.toISOString(),
      changefreq: "weekly",
      priority: "0.8",
    })),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entries
      .map(
        (e) =>
          `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n` +
          ("lastmod" in e ? `    <lastmod>${e.lastmod}</lastmod>\n` : "") +
          `    <changefreq>${e.changefreq}</changefreq>\n    <priority>${e.priority}</priority>\n  </url>`,
      )
      .join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
