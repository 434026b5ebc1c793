// `npm run bench:scale`: what a page costs as the shop grows. For each scale (BENCH_SCALES, default S1,S3;
// sizes in scripts/scale-seed.ts) a PostgreSQL database is seeded with years of history (`npm run seed:scale`'s
// data), kept as shop_bench_scale_<scale> and reused while it holds that many orders, and the production
// server runs on it with the page cache off. Each page is requested BENCH_SCALE_REQUESTS times one after the
// other (default 20) after 3 warm-up requests; p50 and p95 of the response times and the HTML's size are
// printed, with the growth factor of each p95 against the first scale. Lines `BENCH_ROW {...}` feed
// `npm run bench`'s table. `BENCH_SCALES=S1 npm run bench:scale` measures one scale;
// `BENCH_SCALE_ONLY=search,collection` only the rows whose names contain one of the words (`export` for the CSV).
// Each row is printed beside its budget: admin lists, search and dashboard p95 ≤ 150 ms at the largest scale and
// ≤ 2 × the first; storefront pages ≤ 60 ms and ≤ 1.5 ×. Also printed per scale: the CSV of every order (time and
// the server's resident memory before and at its peak), the same with the customers and subscribers CSVs downloaded
// at once, start-up, the database's size and `npm run backup` (BENCH_SCALE_BACKUP=0 skips it), and the load average
// (the machine may be shared). BENCH_SCALE_EMBEDDED=S1 measures the same pages on the embedded database too, seeded
// once into BENCH_SCALE_EMBEDDED_DIR (default the system's temporary folder), with each p95's ratio to PostgreSQL's
// (budget ≤ 2 ×).
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { openDatabase, queryRows } from "~/db/client.server";

import { SCALES } from "../scripts/scale-seed";
import { createAdminSession } from "../tests/support/factories";
import { startShop } from "./http-support";
import { prepare, prepareEmbedded } from "./scale-databases";
import {
  backupOf,
  databaseSizeMb,
  exportAllOrders,
  exportThreeAtOnce,
  folderSizeMb,
  type ExportFigure,
} from "./scale-extras";

const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 20);
const WARM_UP = 3;
const scales = (process.env.BENCH_SCALES ?? "S1,S3").split(",").map((s) => s.trim().toUpperCase());
const embeddedScales = (process.env.BENCH_SCALE_EMBEDDED ?? "").split(",").map((s) => s.trim().toUpperCase());
// BENCH_SCALE_ONLY=search,collection measures only the rows whose name contains one of the words
const only = process.env.BENCH_SCALE_ONLY?.toLowerCase().split(",").filter(Boolean);

type Figure = { name: string; kind: Kind; p50: number; p95: number; kb: number; status: number };

/** Admin lists, search and dashboard, or the storefront's pages: each has its own budget at the largest scale. */
type Kind = "admin" | "store";
const BUDGET: Record<Kind, { ms: number; growth: number }> = {
  admin: { ms: 150, growth: 2 },
  store: { ms: 60, growth: 1.5 },
};

async function pagesOf(where: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase({ ...where, migrate: false });
  try {
    const { cookie } = await createAdminSession(handle.db);
    const rows = await queryRows<{ slug: string }>(
      handle.db,
      sql.raw(`select p.slug from products p join reviews r on r.product_id = p.id and r.status = 'published'
       where p.status = 'published' and p.deleted_at is null group by p.slug order by count(*) desc limit 1`),
    );
    // an address with orders long ago: the orders search by email and the customer's page
    const [customer] = await queryRows<{ email: string }>(
      handle.db,
      sql.raw(`select email from customers where order_count > 1 order by last_order_at asc nulls last limit 1`),
    );
    const email = encodeURIComponent(customer?.email ?? "nobody@example.com");
    const pages: [string, string, Kind][] = [
      ["home page", "/", "store"],
      ["product page (most reviewed), uncached", `/product/${rows[0].slug}`, "store"],
      ['search "anbrenic" (a typo), uncached', "/search?q=anbrenic", "store"],
      ['search "battery", page 2, uncached', "/search?q=battery&page=2", "store"],
      [
        "collection: consoles in stock, best selling, uncached",
        "/collections/consoles?stock=1&sort=best-selling",
        "store",
      ],
      [
        "collection: consoles by brand, cheapest first, uncached",
        "/collections/consoles?brand=Miyoo&sort=price-asc",
        "store",
      ],
      ["collection: consoles by price, page 2, uncached", "/collections/consoles?min=30&max=500&page=2", "store"],
      ["collection: add-ons, newest, uncached", "/collections/add-ons", "store"],
      ["orders list, first page", "/admin/dashboard/orders", "admin"],
      ["orders list, last page", "/admin/dashboard/orders?last=1", "admin"],
      ["orders search by a customer's email", `/admin/dashboard/orders?q=${email}`, "admin"],
      ["customers list, first page", "/admin/dashboard/customers", "admin"],
      ["customers list, last page", "/admin/dashboard/customers?last=1", "admin"],
      ['customers search "smith"', "/admin/dashboard/customers?search=smith", "admin"],
      ["customer page (oldest with several orders)", `/admin/dashboard/customers/${email}`, "admin"],
      ["activity list", "/admin/dashboard/activity", "admin"],
      ["activity list, last page", "/admin/dashboard/activity?last=1", "admin"],
      ["subscribers list", "/admin/dashboard/subscribers", "admin"],
      ["subscribers list, last page", "/admin/dashboard/subscribers?last=1", "admin"],
      ["dashboard, 90 days", "/admin/dashboard?period=90", "admin"],
    ];
    return { cookie, pages };
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function measure(origin: string, path: string, cookie: string): Promise<Omit<Figure, "name" | "kind">> {
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

/** Every page of `pages` measured on a shop started with `env`, then its extras; start-up timed. */
async function measureShop(
  label: string,
  env: Record<string, string>,
  { cookie, pages }: Awaited<ReturnType<typeof pagesOf>>,
): Promise<Run> {
  const started = performance.now();
  const shop = await startShop({ ...env, PAGE_CACHE: "off", WORKERS: "1" });
  const startSeconds = (performance.now() - started) / 1000;
  const figures: Figure[] = [];
  let exported: ExportFigure | null = null;
  let threeAtOnce: ExportFigure | null = null;
  try {
    for (const [name, path, kind] of pages.filter(([n]) => !only || only.some((w) => n.toLowerCase().includes(w)))) {
      const figure = { name, kind, ...(await measure(shop.origin, path, cookie)) };
      figures.push(figure);
      console.log(
        `${label} ${name}: p50 ${figure.p50.toFixed(0)} ms, p95 ${figure.p95.toFixed(0)} ms, ` +
          `${figure.kb.toFixed(0)} KB, HTTP ${figure.status}`,
      );
    }
    if (!only || only.includes("export")) {
      exported = await exportAllOrders(shop, cookie);
      console.log(`${label} orders CSV, all time: ${JSON.stringify(exported)}`);
      threeAtOnce = await exportThreeAtOnce(shop, cookie);
      console.log(`${label} orders, customers and subscribers CSVs at once: ${JSON.stringify(threeAtOnce)}`);
    }
  } finally {
    await shop.stop();
  }
  return { figures, startSeconds, exported, threeAtOnce };
}

type Run = { figures: Figure[]; startSeconds: number; exported: ExportFigure | null; threeAtOnce: ExportFigure | null };
const results = new Map<string, Run & { sizeMb: number; backup: { seconds: number; mb: number } | null }>();
const embedded = new Map<string, Run & { sizeMb: number }>();
/** The machine's load average now: the scale figures are read beside it, on a machine others share. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
const loadAtStart = loadAverage();
for (const scale of scales) {
  console.log(`\n=== ${scale}: ${JSON.stringify(SCALES[scale])} (load average ${loadAverage()}) ===`);
  const databaseUrl = await prepare(scale);
  const run = await measureShop(scale, { DATABASE_URL: databaseUrl }, await pagesOf({ databaseUrl, dataDir: "" }));
  const backup = process.env.BENCH_SCALE_BACKUP === "0" ? null : backupOf({ DATABASE_URL: databaseUrl });
  results.set(scale, { ...run, sizeMb: await databaseSizeMb(databaseUrl), backup });
  if (embeddedScales.includes(scale)) {
    const dataDir = await prepareEmbedded(scale);
    const pages = await pagesOf({ dataDir });
    const onEmbedded = await measureShop(`${scale} embedded`, { DATA_DIR: dataDir }, pages);
    embedded.set(scale, { ...onEmbedded, sizeMb: folderSizeMb(path.join(dataDir, "pglite")) });
  }
}

const ms = (f: Figure) =>
  `${f.p50.toFixed(0)} / ${f.p95.toFixed(0)} ms${f.status === 200 ? "" : ` (HTTP ${f.status})`}`;
const [first, ...rest] = scales;
const largest = scales.at(-1)!;
const embeddedShown = scales.filter((s) => embedded.has(s));
const header = [
  "request",
  "budget (p95)",
  ...scales.map((s) => `${s} p50 / p95`),
  ...rest.map((s) => `${s} ÷ ${first}`),
  ...embeddedShown.map((s) => `${s} embedded p50 / p95 (÷ PostgreSQL, budget ≤ 2 ×)`),
  "",
];
const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
for (const [index, figure] of (results.get(first)?.figures ?? []).entries()) {
  const budget = BUDGET[figure.kind];
  const at = (s: string) => results.get(s)!.figures[index];
  const growth = rest.map((s) => at(s).p95 / figure.p95);
  const top = at(largest);
  const ratios = embeddedShown.map((s) => embedded.get(s)!.figures[index].p95 / at(s).p95);
  const ok =
    top.status === 200 &&
    (rest.length === 0 || (top.p95 <= budget.ms && growth.every((g) => g <= budget.growth))) &&
    ratios.every((r) => r <= 2);
  const cells = [
    figure.name,
    `≤ ${budget.ms} ms at ${largest === first ? "S3" : largest}, ≤ ${budget.growth} × ${first}`,
    ...scales.map((s) => `${ms(at(s))}, ${at(s).kb.toFixed(0)} KB`),
    ...growth.map((g) => `${g.toFixed(1)} ×`),
    ...embeddedShown.map((s, i) => `${ms(embedded.get(s)!.figures[index])} (${ratios[i].toFixed(1)} ×)`),
    rest.length || ratios.length ? (ok ? "ok" : "MISS") : "",
  ];
  lines.push(`| ${cells.join(" | ")} |`);
  console.log(
    `BENCH_ROW ${JSON.stringify({
      figure: `${figure.name}, p95 ${scales.join(" → ")} (PostgreSQL, page cache off)`,
      value: scales.map((s) => `${at(s).p95.toFixed(0)} ms`).join(" → "),
      budget: `≤ ${budget.ms} ms, growth ≤ ${budget.growth} ×`,
      ok: rest.length ? ok : null,
    })}`,
  );
}
/** A row of one figure per scale, under the page rows' columns. */
function other(label: string, budget: string, cell: (s: string) => string, ok = "") {
  const blanks = [...rest, ...embeddedShown].map(() => "");
  lines.push(`| ${[label, budget, ...scales.map(cell), ...blanks, ok].join(" | ")} |`);
}
const growthMb = (e: ExportFigure) => e.rssPeakMb - e.rssBeforeMb;
/** A row of an export's figures per scale, against the streamed exports' memory budget. */
function exportRow(label: string, budget: string, pick: (s: string) => ExportFigure | null | undefined, size: boolean) {
  const cell = (s: string) => {
    const e = pick(s);
    if (!e) return "-";
    const what = size ? `${e.rows} rows, ${e.mb.toFixed(1)} MB` : `${e.rows} rows`;
    return `${e.seconds.toFixed(1)} s, ${what}; ${e.rssBeforeMb} → ${e.rssPeakMb} MB (+${growthMb(e)})`;
  };
  const ok = scales.every((s) => {
    const e = pick(s);
    return !e || growthMb(e) <= 50;
  });
  other(label, budget, cell, ok ? "ok" : "MISS");
}
exportRow(
  "orders CSV, all time: time, size; server RSS before → peak",
  "streamed; RSS grows ≤ 50 MB",
  (s) => results.get(s)!.exported,
  true,
);
exportRow(
  "orders, customers and subscribers CSVs at once: time, rows; server RSS before → peak",
  "all three whole; RSS grows ≤ 50 MB",
  (s) => results.get(s)!.threeAtOnce,
  false,
);
other("start-up (to /healthz answering)", "printed", (s) => `${results.get(s)!.startSeconds.toFixed(1)} s`);
other("database size; `npm run backup`", "printed", (s) => {
  const { sizeMb, backup } = results.get(s)!;
  return `${sizeMb.toFixed(0)} MB; ${backup ? `${backup.seconds.toFixed(1)} s, ${backup.mb.toFixed(0)} MB file` : "-"}`;
});
for (const s of embeddedShown) {
  const e = embedded.get(s)!;
  const csv = e.exported
    ? `; orders CSV all time ${e.exported.seconds.toFixed(1)} s, RSS +${growthMb(e.exported)} MB`
    : "";
  lines.push(
    `\n${s} embedded: start-up ${e.startSeconds.toFixed(1)} s, database folder ${e.sizeMb.toFixed(0)} MB${csv}`,
  );
}
const machine = `${os.cpus().length} cores, Node ${process.version}`;
console.log(`\n${machine}; load average at the start ${loadAtStart}, at the end ${loadAverage()}`);
console.log(`\n${lines.join("\n")}`);
