// `npm run bench:scale`: what a page costs as the shop grows. For each scale (BENCH_SCALES, default S1,S3;
// sizes in scripts/scale-seed.ts) a PostgreSQL database is seeded with years of history (`npm run seed:scale`'s
// data), kept as shop_bench_scale_<scale> and reused while it holds that many orders, and the production
// server runs on it with the page cache off. Each page is requested BENCH_SCALE_REQUESTS times one after the
// other (default 20) after 3 warm-up requests; p50 and p95 of the response times and the HTML's size are
// printed, with the growth factor of each p95 against the first scale. Lines `BENCH_ROW {...}` feed
// `npm run bench`'s table. `BENCH_SCALES=S1 npm run bench:scale` measures one scale;
// `BENCH_SCALE_ONLY=search,collection` only the rows whose names contain one of the words.
import { sql } from "drizzle-orm";
import pg from "pg";

import { openDatabase, queryRows } from "~/db/client.server";

import { SCALES, seedDatabase } from "../scripts/scale-seed";
import { createAdminSession } from "../tests/support/factories";
import { startShop } from "./http-support";

const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 20);
const WARM_UP = 3;
const scales = (process.env.BENCH_SCALES ?? "S1,S3").split(",").map((s) => s.trim().toUpperCase());
// BENCH_SCALE_ONLY=search,collection measures only the rows whose name contains one of the words
const only = process.env.BENCH_SCALE_ONLY?.toLowerCase().split(",").filter(Boolean);

type Figure = { name: string; p50: number; p95: number; kb: number; status: number };

function urlOf(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The scale's database, seeded unless a previous run left it with the same number of orders. */
async function prepare(scale: string): Promise<string> {
  const size = SCALES[scale];
  if (!size) throw new Error(`unknown scale ${scale}`);
  // BENCH_SCALE_DB_PREFIX keeps one checkout's scale databases apart from another's on a shared server
  const name = `${process.env.BENCH_SCALE_DB_PREFIX ?? "shop_bench_scale_"}${scale.toLowerCase()}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount) {
      const db = new pg.Client({ connectionString: urlOf(name) });
      await db.connect();
      try {
        const { rows } = await db.query("select count(*)::int as n from orders");
        if (rows[0].n >= size.orders) return urlOf(name);
      } catch {
        // not migrated yet: seeded again below
      } finally {
        await db.end();
      }
      await admin.query(`drop database "${name}" with (force)`);
    }
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  const counts = await seedDatabase({ databaseUrl: urlOf(name), dataDir: "" }, size);
  console.log(`${scale} seeded in ${((Date.now() - started) / 1000).toFixed(0)} s:`, JSON.stringify(counts));
  return urlOf(name);
}

async function pagesOf(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: "", migrate: false });
  try {
    const { cookie } = await createAdminSession(handle.db);
    const rows = await queryRows<{ slug: string }>(
      handle.db,
      sql.raw(`select p.slug from products p join reviews r on r.product_id = p.id and r.status = 'published'
       where p.status = 'published' and p.deleted_at is null group by p.slug order by count(*) desc limit 1`),
    );
    return {
      cookie,
      pages: {
        "home page": "/",
        "product page (most reviewed), uncached": `/product/${rows[0].slug}`,
        "customers list, first page": "/admin/dashboard/customers",
        'customers search "smith"': "/admin/dashboard/customers?search=smith",
        "activity list": "/admin/dashboard/activity",
        "subscribers list": "/admin/dashboard/subscribers",
        'search "anbrenic" (a typo), uncached': "/search?q=anbrenic",
        'search "battery", page 2, uncached': "/search?q=battery&page=2",
        "collection: consoles in stock, best selling, uncached": "/collections/consoles?stock=1&sort=best-selling",
        "collection: consoles by brand, cheapest first, uncached": "/collections/consoles?brand=Miyoo&sort=price-asc",
        "collection: consoles by price, page 2, uncached": "/collections/consoles?min=30&max=500&page=2",
        "collection: add-ons, newest, uncached": "/collections/add-ons",
      } as Record<string, string>,
    };
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function measure(origin: string, path: string, cookie: string): Promise<Omit<Figure, "name">> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(origin + path, { headers: path.startsWith("/admin") ? { cookie } : {} });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    status = response.status;
    bytes = body.byteLength;
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), kb: bytes / 1024, status };
}

const results = new Map<string, Figure[]>();
for (const scale of scales) {
  console.log(`\n=== ${scale}: ${JSON.stringify(SCALES[scale])} ===`);
  const databaseUrl = await prepare(scale);
  const { cookie, pages } = await pagesOf(databaseUrl);
  const shop = await startShop({ DATABASE_URL: databaseUrl, PAGE_CACHE: "off", WORKERS: "1" });
  const figures: Figure[] = [];
  try {
    for (const [name, path] of Object.entries(pages).filter(
      ([n]) => !only || only.some((word) => n.toLowerCase().includes(word)),
    )) {
      const figure = { name, ...(await measure(shop.origin, path, cookie)) };
      figures.push(figure);
      console.log(
        `${scale} ${name}: p50 ${figure.p50.toFixed(0)} ms, p95 ${figure.p95.toFixed(0)} ms, ` +
          `${figure.kb.toFixed(0)} KB, HTTP ${figure.status}`,
      );
    }
  } finally {
    await shop.stop();
  }
  results.set(scale, figures);
}

const [first, ...rest] = scales;
const lines = [
  `| request | ${scales.map((s) => `${s} p50 / p95`).join(" | ")} | ` +
    `${rest.map((s) => `${s} ÷ ${first}`).join(" | ")} |`,
];
lines.push(`|---|${scales.map(() => "---").join("|")}|${rest.map(() => "---").join("|")}|`);
for (const [index, figure] of (results.get(first) ?? []).entries()) {
  const cells = scales.map((s) => {
    const f = results.get(s)![index];
    const status = f.status === 200 ? "" : ` (HTTP ${f.status})`;
    return `${f.p50.toFixed(0)} / ${f.p95.toFixed(0)} ms${status}, ${f.kb.toFixed(0)} KB`;
  });
  const growth = rest.map((s) => `${(results.get(s)![index].p95 / figure.p95).toFixed(1)} ×`);
  lines.push(`| ${figure.name} | ${cells.join(" | ")} | ${growth.join(" | ")} |`);
  const last = results.get(scales.at(-1)!)![index];
  console.log(
    `BENCH_ROW ${JSON.stringify({
      figure: `${figure.name}, p95 ${scales.join(" → ")} (PostgreSQL, page cache off)`,
      value: scales.map((s) => `${results.get(s)![index].p95.toFixed(0)} ms`).join(" → "),
      budget: "growth ≤ 2 ×",
      ok: rest.length ? last.p95 <= 2 * figure.p95 && last.status === 200 : null,
    })}`,
  );
}
console.log(`\n${lines.join("\n")}`);
