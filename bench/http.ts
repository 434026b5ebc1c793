// The page-cache figures of `npm run bench` (the performance budget table): cached pages beside Debian's nginx serving
// the very same bytes, uncached product pages (PAGE_CACHE=off) on the embedded database and on PostgreSQL, SQL
// statements per page counted at the database handle, and the server's peak RSS. The shop runs as its own process;
// autocannon drives it from this one. `httpFigures()` is what bench/run.ts calls; run alone with `npx tsx
// bench/http.ts`.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { createPgDatabase } from "../tests/support/pg-admin";
import { basketSqlFigures } from "./basket-sql";
import { ROOT, startNginx, startShop, type Shop } from "./http-support";
import { BROWSER_HEADERS, connectionBurst, cpuNote, DURATION_S, load, WARM_UP_S, type Load } from "./load-runs";
import { CACHED_LOADER, cachedLoad } from "./wrk-runs";

export type Row = { figure: string; value: string; budget: string; ok: boolean | null };

const PAGES = [
  { path: "/", file: "index.html" },
  { path: "/product/r36-ultra", file: "product.html" },
];
const fmt = (l: Load) =>
  `${l.rps} req/s, p99 ${l.p99} ms${l.errors || l.non2xx ? ` (${l.errors} errors, ${l.non2xx} non-2xx)` : ""}`;

/** The raw bytes of a response, undecoded. */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; cache?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            cache: res.headers["cache-status"] as string | undefined,
          }),
        );
      })
      .on("error", reject);
  });
}

type Memory = { underLoad: number; sinceStart: number };
const memoryOf = (shop: Shop): Memory => ({ underLoad: shop.peakRssMb(), sinceStart: shop.startHighWaterMb() });

/** Each cached page is saved for nginx twice, as the shop sends it: plain and gzipped, a folder each. */
const SAVED_ENCODINGS = [
  ["plain", "identity"],
  ["gz", "gzip"],
] as const;

async function cachedFigures(work: string, rows: Row[]): Promise<Memory> {
  const shop = await startShop({ DATA_DIR: path.join(work, "embedded-cached"), PAGE_CACHE: "on" });
  const root = path.join(work, "nginx-root");
  try {
    for (const { path: page, file } of PAGES) {
      for (const [folder, encoding] of SAVED_ENCODINGS) {
        await rawGet(`${shop.origin}${page}`, { "accept-encoding": encoding }); // stores it
        const served = await rawGet(`${shop.origin}${page}`, { "accept-encoding": encoding });
        if (served.status !== 200 || served.cache !== "retro-shop; hit")
          throw new Error(`${page} was not served from the cache (${served.status}, ${served.cache})`);
        fs.mkdirSync(path.join(root, folder), { recursive: true });
        fs.writeFileSync(path.join(root, folder, file), served.body);
      }
    }
    const nginx = await startNginx(root);
    try {
      for (const { path: page, file } of PAGES) {
        for (const [folder, encoding] of SAVED_ENCODINGS) {
          const headers = { "accept-encoding": encoding };
          const shopLoad = await cachedLoad(`${shop.origin}${page}`, headers, shop.pid);
          const nginxLoad = await cachedLoad(`${nginx.origin}/${folder}/${file}`, headers, nginx.pid);
          const floor = Math.round(nginxLoad.rps / 2);
          rows.push({
            figure: `cached ${page}, ${encoding}`,
            // Server CPU per answer is what a shared machine distorts least: compare it across runs.
            value:
              `${fmt(shopLoad)}; nginx ${fmt(nginxLoad)}; server CPU per answer ` +
              `${shopLoad.cpuUsPerRequest} µs, nginx ${nginxLoad.cpuUsPerRequest} µs`,
            budget: `>= ${floor} req/s (0.5 x nginx), p99 <= 20 ms`,
            ok: shopLoad.rps >= floor && shopLoad.p99 <= 20 && !shopLoad.errors && !shopLoad.non2xx,
          });
        }
      }
    } finally {
      await nginx.stop();
    }
    return memoryOf(shop);
  } finally {
    await shop.stop();
  }
}

async function uncachedFigures(
  label: string,
  env: Record<string, string>,
  budget: { rps: number; p99: number },
  rows: Row[],
): Promise<Memory> {
  const shop = await startShop({ ...env, PAGE_CACHE: "off" });
  try {
    await rawGet(`${shop.origin}/product/r36-ultra`, BROWSER_HEADERS);
    const product = await load(`${shop.origin}/product/r36-ultra`, BROWSER_HEADERS, shop.pid);
    const burst = await connectionBurst(`${shop.origin}/product/r36-ultra`, BROWSER_HEADERS);
    rows.push({
      figure: `uncached /product/r36-ultra, ${label} (PAGE_CACHE=off)`,
      value:
        `${fmt(product)} (${cpuNote(product)}; the warm-up on the just-started shop, ` +
        `${product.warmUp?.seconds} s (at least ${WARM_UP_S} s, and until every connection had an ` +
        `answer): ${product.warmUp?.rps} req/s, p99 ${product.warmUp?.p99} ms; ` +
        (`${burst.answered} connections opened at once on the busy shop: first answer median ` +
          `${burst.medianMs} ms, slowest ${burst.slowestMs} ms)`),
      budget: `>= ${budget.rps} req/s, p99 <= ${budget.p99} ms`,
      ok: product.rps >= budget.rps && product.p99 <= budget.p99 && !product.errors && !product.non2xx,
    });
    const home = await load(`${shop.origin}/`, BROWSER_HEADERS, shop.pid);
    rows.push({
      figure: `uncached /, ${label} (PAGE_CACHE=off, for comparison)`,
      value: `${fmt(home)} (${cpuNote(home)})`,
      budget: "-",
      ok: null,
    });
    return memoryOf(shop);
  } finally {
    await shop.stop();
  }
}

/** SQL per page, counted at the database handle in this process, on a fresh embedded database. */
async function sqlFigures(work: string, rows: Row[]) {
  let statements: string[] = [];
  const database = await openDatabase({ dataDir: path.join(work, "sql-count"), onQuery: (q) => statements.push(q) });
  await seedIfEmpty(database.db);
  process.chdir(ROOT); // the app serves build/client relative to the working folder
  const { createApp } = (await import(path.join(ROOT, "build/server/index.js"))) as typeof import("../server/entry");
  const serve = async (pageCache: "on" | "off") => {
    const config = readConfig({
      NODE_ENV: "production",
      DATA_DIR: path.join(work, "sql-count"),
      LOG_LEVEL: "silent",
      PAGE_CACHE: pageCache,
    });
    const server = createApp({ config, logger: createLogger("silent"), database }).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((r) => server.close(r)),
    };
  };
  const count = async (work: () => Promise<unknown>) => {
    statements = [];
    await work();
    return statements;
  };
  try {
    const off = await serve("off");
    const visit = [
      "/",
      "/product/r36-ultra",
      "/addon/hard-shell-carry-case",
      "/support",
      "/track-order",
      "/checkout",
      "/privacy-policy",
      "/sitemap.xml",
    ];
    const coldProduct = await count(() => rawGet(`${off.origin}/product/r36-ultra`, BROWSER_HEADERS));
    const product = await count(() => rawGet(`${off.origin}/product/r36-ultra`, BROWSER_HEADERS));
    const visits = await count(async () => {
      for (const page of visit) await rawGet(`${off.origin}${page}`, BROWSER_HEADERS);
    });
    const basketRows: Row[] = [];
    await basketSqlFigures(off.origin, database.db, count, basketRows);
    await off.close();
    const on = await serve("on");
    await rawGet(`${on.origin}/product/r36-ultra`, BROWSER_HEADERS);
    const hit = await count(() => rawGet(`${on.origin}/product/r36-ultra`, BROWSER_HEADERS));
    await on.close();
    const writes = visits.filter((q) => /^\s*(insert|update|delete)\b/i.test(q)).length;
    rows.push({
      figure: "SQL per uncached product page / per cache hit / writes per anonymous visit",
      value:
        `${product.length} (first after a change: ` +
        `${coldProduct.length}) / ${hit.length} / ${writes / visit.length}`,
      budget: "<= 3 / 0 / 0",
      ok: product.length <= 3 && coldProduct.length <= 3 && hit.length === 0 && writes === 0,
    });
    rows.push(...basketRows);
  } finally {
    await database.close();
  }
}

export async function httpFigures(): Promise<Row[]> {
  const rows: Row[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-http-"));
  try {
    console.log(
      `bench:http: ${DURATION_S} s per run after at least ${WARM_UP_S} s of warm-up on the same ` +
        `50 connections, the shop in its own process: the cached rows driven by ${CACHED_LOADER}, the others by ` +
        `autocannon in this process`,
    );
    const rssCached = await cachedFigures(work, rows);
    const rssEmbedded = await uncachedFigures(
      "embedded",
      { DATA_DIR: path.join(work, "embedded-uncached") },
      { rps: 150, p99: 500 },
      rows,
    );
    let rssPostgres: Memory | undefined;
    // One process, as the budget says (on PostgreSQL the shop otherwise runs a worker per core).
    const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const pgDb = await createPgDatabase(pgUrl, `shop_bench_http_${randomBytes(4).toString("hex")}`).catch(
      (err: Error) => err,
    );
    if (pgDb instanceof Error) {
      rows.push({
        figure: "uncached /product/r36-ultra, PostgreSQL",
        value: `skipped: PostgreSQL not reachable at ${pgUrl} (${pgDb.message})`,
        budget: ">= 250 req/s, p99 <= 250 ms",
        ok: null,
      });
    } else {
      try {
        rssPostgres = await uncachedFigures(
          "PostgreSQL",
          { DATA_DIR: path.join(work, "pg"), DATABASE_URL: pgDb.url, WORKERS: "1" },
          { rps: 250, p99: 250 },
          rows,
        );
      } finally {
        await pgDb.drop();
      }
    }
    await sqlFigures(work, rows);
    // The budget is the memory under the load; the high-water mark since start is printed beside it
    // because on a fresh embedded database it is creating the database (initdb, seed), not serving.
    const embeddedPeak = Math.max(rssCached.underLoad, rssEmbedded.underLoad);
    const sinceStart =
      `${rssPostgres?.sinceStart ?? "-"} / ` + `${Math.max(rssCached.sinceStart, rssEmbedded.sinceStart)} MB`;
    rows.push({
      figure: "peak RSS of the server under that load, PostgreSQL / embedded",
      value:
        `${rssPostgres?.underLoad ?? "-"} MB / ${embeddedPeak} MB (embedded cached run ` +
        `${rssCached.underLoad} MB, uncached ${rssEmbedded.underLoad} MB; high-water since start, ` +
        `creating the database included: ${sinceStart})`,
      budget: "<= 250 MB / <= 350 MB",
      ok: (rssPostgres === undefined || rssPostgres.underLoad <= 250) && embeddedPeak <= 350,
    });
    return rows;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await httpFigures();
  for (const row of rows)
    console.log(
      `${row.ok === false ? "MISS" : row.ok ? "ok  " : "    "} ${row.figure}: ${row.value}  [budget ${row.budget}]`,
    );
  process.exit(rows.some((r) => r.ok === false) && process.argv.includes("--strict") ? 1 : 0);
}
