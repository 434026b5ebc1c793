// Uncached product pages per second at WORKERS=1 and WORKERS=2 on PostgreSQL (issue 11's budget:
// two workers >= 1.6 x one worker). Each run starts the shop on a fresh PostgreSQL database with
// PAGE_CACHE=off, so every request renders, and drives it with autocannon (50 connections).
//   npm run bench:workers        BENCH_DURATION=15 npm run bench:workers
// `npm run bench` runs it as a child and reads the BENCH_ROW lines it prints.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchDatabase, cpuNote, DURATION_S, load, startShop, type Load } from "./http-support";
import type { Row } from "./http";

type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; load: Load };
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PAGE = "/product/r36-ultra";

/** One run: a fresh database, the shop at WORKERS=n, warmed, then the load. */
async function measurePageLoad(workers: number, seconds: number): Promise<LoadResult | string> {
  const database = await benchDatabase(PG_URL, "workers");
  if (typeof database === "string") return database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-workers-"));
  try {
    const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: database.url, PAGE_CACHE: "off", RATE_LIMITS: "off", WORKERS: String(workers), BENCH_DURATION: String(seconds) });
    try {
      for (let i = 0; i < 20; i++) await fetch(shop.origin + PAGE).then((r) => r.arrayBuffer()); // warm every worker
      const result: Load = await load(shop.origin + PAGE, {}, shop.pid);
      return { requestsPerSecond: result.rps, p50Ms: result.p50, p99Ms: result.p99, errors: result.errors + result.non2xx, load: result };
    } finally {
      await shop.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop().catch(() => undefined);
  }
}

const formatLoad = (r: LoadResult, label: string) => `  ${label}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors; ${cpuNote(r.load)}`;

export const WORKERS_BUDGET = 1.6;

export type WorkersResult = { one: LoadResult; two: LoadResult; ratio: number } | { skipped: string };

export async function benchWorkers(seconds = DURATION_S): Promise<WorkersResult> {
  const run = (workers: number) => measurePageLoad(workers, seconds);
  const one = await run(1);
  if (typeof one === "string") return { skipped: one };
  const two = await run(2);
  if (typeof two === "string") return { skipped: two };
  return { one, two, ratio: two.requestsPerSecond / one.requestsPerSecond };
}

export function workersRows(result: WorkersResult): Row[] {
  if ("skipped" in result) return [{ figure: "uncached product page, PostgreSQL, WORKERS=1 and 2", value: result.skipped, budget: `2 workers >= ${WORKERS_BUDGET} x 1`, ok: null }];
  const figure = (r: LoadResult) => `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms, ${cpuNote(r.load)}`;
  return [
    { figure: "uncached product page, PostgreSQL, WORKERS=1", value: figure(result.one), budget: "", ok: null },
    { figure: "uncached product page, PostgreSQL, WORKERS=2", value: `${figure(result.two)} (${result.ratio.toFixed(2)} x one worker)`, budget: `>= ${WORKERS_BUDGET} x one worker`, ok: result.ratio >= WORKERS_BUDGET },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWorkers();
  console.log(`Uncached /product/r36-ultra on PostgreSQL, PAGE_CACHE=off, ${DURATION_S} s per run`);
  if ("skipped" in result) console.log(`  ${result.skipped}`);
  else {
    console.log(formatLoad(result.one, "WORKERS=1"));
    console.log(formatLoad(result.two, "WORKERS=2"));
    console.log(`  2 workers / 1 worker = ${result.ratio.toFixed(2)} x (budget >= ${WORKERS_BUDGET} x)`);
  }
  for (const row of workersRows(result)) console.log(`BENCH_ROW ${JSON.stringify(row)}`);
  if (process.argv.includes("--strict") && workersRows(result).some((r) => r.ok === false)) process.exit(1);
}
