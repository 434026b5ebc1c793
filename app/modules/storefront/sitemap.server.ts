import type { Db } from "~/db/client.server";
import { countSitemapProducts, listSitemapProducts } from "~/modules/catalog/catalog.server";
import { COLLECTION_LINKS } from "~/modules/catalog/collections";

/** The most addresses one sitemap file may list (sitemaps.org); beyond it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastmod?: Date; changefreq: string; priority: string };

// SPEC §2: home daily 1.0, support monthly 0.7, each published product weekly 0.8; and the collections.
const FIXED: SitemapEntry[] = [
  { path: "/", changefreq: "daily", priority: "1.0" },
  { path: "/support", changefreq: "monthly", priority: "0.7" },
  ...COLLECTION_LINKS.map((c) => ({ path: `/collections/${c.slug}`, changefreq: "daily", priority: "0.6" })),
];

export type Sitemap = { kind: "urls"; entries: SitemapEntry[] } | { kind: "index"; pages: number };

/**
 * The sitemap: `page` null is /sitemap.xml, every address when they fit in one file, else an index of its pages;
 * page N (from 1) is the Nth file of at most `size` addresses, null past the last. Each reads its own slice of
 * the products, so a file's cost is bounded however large the catalogue.
 */
export async function getSitemap(db: Db, page: number | null, size = SITEMAP_MAX_URLS): Promise<Sitemap | null> {
  const total = FIXED.length + (await countSitemapProducts(db));
  const pages = Math.max(1, Math.ceil(total / size));
  if (page === null && pages > 1) return { kind: "index", pages };
  const n = page ?? 1;
  if (n < 1 || n > pages) return null;
  const start = (n - 1) * size;
  const fixed = FIXED.slice(start, start + size);
  const offset = Math.max(0, start - FIXED.length);
  const products = await listSitemapProducts(db, offset, size - fixed.length);
  return {
    kind: "urls",
    entries: [
      ...fixed,
      ...products.map((p) => ({
        path: `/product/${encodeURIComponent(p.slug)}`,
        lastmod: p.updatedAt,
        changefreq: "weekly",
        priority: "0.8",
      })),
    ],
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** A sitemap as the XML file search engines read, its addresses on `origin`. */
export function sitemapXml(sitemap: Sitemap, origin: string): Response {
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n`;
  const body =
    sitemap.kind === "index"
      ? `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        Array.from(
          { length: sitemap.pages },
          (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemap/${i + 1}.xml`)}</loc>\n  </sitemap>`,
        ).join("\n") +
        `\n</sitemapindex>\n`
      : `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        sitemap.entries
          .map(
            (e) =>
              `  <url>\n    <loc>${escapeXml(origin + e.path)}</loc>\n` +
              (e.lastmod ? `    <lastmod>${e.lastmod.toISOString()}</lastmod>\n` : "") +
              `    <changefreq>${e.changefreq}</changefreq>\n    <priority>${e.priority}</priority>\n  </url>`,
          )
          .join("\n") +
        `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
