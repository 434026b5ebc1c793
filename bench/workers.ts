// Uncached product pages per second at WORKERS=1 and WORKERS=2 on PostgreSQL (the budget in
// docs/performance.md: two workers >= 1.6 x one worker). Each run starts the shop on a fresh PostgreSQL
// database with PAGE_CACHE=off, so every request renders, and drives it with autocannon (50 connections).
// One pair of runs is not a figure on a shared machine (docs/performance.md shows how far apart two
// runs of the same code can be). So the runs alternate (1, 2, 1, 2, ...) over BENCH_WORKERS_PAIRS pairs
// (default 3), each ratio compares two runs made back to back, and the figure is the median of those ratios.
//   npm run bench:workers        BENCH_DURATION=15 BENCH_WORKERS_PAIRS=5 npm run bench:workers
// `npm run bench` runs it as a child and reads the BENCH_ROW lines it prints.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Row } from "./http";
import { benchDatabase, startShop } from "./http-support";
import { cpuNote, DURATION_S, load, type Load } from "./load-runs";

type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; load: Load };
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PAGE = "/product/r36-ultra";

/** One run: a fresh database, the shop at WORKERS=n, warmed, then the load. */
async function measurePageLoad(workers: number, seconds: number): Promise<LoadResult | string> {
  const database = await benchDatabase(PG_URL, "workers");
  if (typeof database === "string") return database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-workers-"));
  try {
    const shop = await startShop({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PAGE_CACHE: "off",
      RATE_LIMITS: "off",
      WORKERS: String(workers),
      BENCH_DURATION: String(seconds),
    });
    try {
      for (let i = 0; i < 20; i++) await fetch(shop.origin + PAGE).then((r) => r.arrayBuffer()); // warm every worker
      const result: Load = await load(shop.origin + PAGE, {}, shop.pid);
      return {
        requestsPerSecond: result.rps,
        p50Ms: result.p50,
        p99Ms: result.p99,
        errors: result.errors + result.non2xx,
        load: result,
      };
    } finally {
      await shop.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop().catch(() => undefined);
  }
}

const formatLoad = (r: LoadResult, label: string) =>
  `  ${label}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
  `${r.errors} errors; ${cpuNote(r.load)}`;

export const WORKERS_BUDGET = 1.6;

export type WorkersResult =
  | { pairs: { one: LoadResult; two: LoadResult; ratio: number }[]; one: LoadResult; two: LoadResult; ratio: number }
  | { skipped: string };

const PAIRS = Math.max(1, Number(process.env.BENCH_WORKERS_PAIRS ?? 3));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
/** The run whose req/s is the median of the runs (the lower middle of an even count). */
const medianRun = (runs: LoadResult[]) =>
  runs.find((r) => r.requestsPerSecond === median(runs.map((x) => x.requestsPerSecond)))!;

export async function benchWorkers(seconds = DURATION_S, pairCount = PAIRS): Promise<WorkersResult> {
  const pairs: { one: LoadResult; two: LoadResult; ratio: number }[] = [];
  for (let i = 0; i < pairCount; i++) {
    const one = await measurePageLoad(1, seconds);
    if (typeof one === "string") return { skipped: one };
    const two = await measurePageLoad(2, seconds);
    if (typeof two === "string") return { skipped: two };
    pairs.push({ one, two, ratio: two.requestsPerSecond / one.requestsPerSecond });
  }
  return {
    pairs,
    one: medianRun(pairs.map((p) => p.one)),
    two: medianRun(pairs.map((p) => p.two)),
    ratio: median(pairs.map((p) => p.ratio)),
  };
}

export function workersRows(result: WorkersResult): Row[] {
  if ("skipped" in result)
    return [
      {
        figure: "uncached product page, PostgreSQL, WORKERS=1 and 2",
        value: result.skipped,
        budget: `2 workers >= ${WORKERS_BUDGET} x 1`,
        ok: null,
      },
    ];
  const figure = (r: LoadResult) => `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms, ${cpuNote(r.load)}`;
  const n = result.pairs.length;
  const ratios = result.pairs.map((p) => p.ratio.toFixed(2)).join(", ");
  return [
    {
      figure: `uncached product page, PostgreSQL, WORKERS=1 (median of ${n} runs)`,
      value: figure(result.one),
      budget: "",
      ok: null,
    },
    {
      figure: `uncached product page, PostgreSQL, WORKERS=2 (median of ${n} runs)`,
      value:
        `${figure(result.two)}; ${result.ratio.toFixed(2)} x one worker (median of the ${n} ` +
        `alternating pairs: ${ratios})`,
      budget: `>= ${WORKERS_BUDGET} x one worker`,
      ok: result.ratio >= WORKERS_BUDGET,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWorkers();
  console.log(
    `Uncached /product/r36-ultra on PostgreSQL, PAGE_CACHE=off, ${DURATION_S} s per run, ${PAIRS} alternating pairs`,
  );
  if ("skipped" in result) console.log(`  ${result.skipped}`);
  else {
    result.pairs.forEach((pair, i) => {
      console.log(formatLoad(pair.one, `pair ${i + 1}, WORKERS=1`));
      console.log(formatLoad(pair.two, `pair ${i + 1}, WORKERS=2`));
      console.log(`  pair ${i + 1}: ${pair.ratio.toFixed(2)} x`);
    });
    console.log(
      `  2 workers / 1 worker, median of ${result.pairs.length} pairs = ` +
        `${result.ratio.toFixed(2)} x (budget >= ${WORKERS_BUDGET} x)`,
    );
  }
  for (const row of workersRows(result)) console.log(`BENCH_ROW ${JSON.stringify(row)}`);
  if (process.argv.includes("--strict") && workersRows(result).some((r) => r.ok === false)) process.exit(1);
}
