// Diagnostics for one page under load, beside `npm run bench`'s table: the same 50-connection
// autocannon run (bench/load-runs.ts) on an uncached page, plus what a busy shared machine distorts
// least — the server's CPU time per answered request (all threads, so PGlite's worker counts too) —
// and its resident memory sampled under the load, not only the high-water mark since start (which
// includes creating a new database folder).
//   npx tsx bench/load.ts [--path /product/r36-ultra] [--kind pglite|postgres] [--accept-encoding identity]
// Requests ask for what a browser asks for (brotli or gzip), as the bench's uncached rows do.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { benchDatabase, startShop } from "./http-support";
import { BROWSER_HEADERS, load, type Load } from "./load-runs";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type LoadDiagnostics = Load & { rssUnderLoadMb: number; rssAfterMb: number; highWaterMb: number };

function memoryMbOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
}

export async function diagnoseLoad(
  kind: "pglite" | "postgres",
  pagePath = "/product/r36-ultra",
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<LoadDiagnostics | string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-load-${kind}-`));
  const database = kind === "postgres" ? await benchDatabase(PG_URL, "load") : undefined;
  if (typeof database === "string") return database;
  const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: database?.url, PAGE_CACHE: "off" });
  try {
    for (let i = 0; i < 20; i++) await fetch(shop.origin + pagePath, { headers }).then((r) => r.arrayBuffer()); // warm
    let rssUnderLoad = 0;
    const sampler = setInterval(() => (rssUnderLoad = Math.max(rssUnderLoad, memoryMbOf(shop.pid).rss)), 100);
    const result = await load(shop.origin + pagePath, headers, shop.pid).finally(() => clearInterval(sampler));
    await new Promise((r) => setTimeout(r, 1000));
    const after = memoryMbOf(shop.pid);
    return { ...result, rssUnderLoadMb: rssUnderLoad, rssAfterMb: after.rss, highWaterMb: after.hwm };
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch(() => undefined);
  }
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pagePath = arg("path") ?? "/product/r36-ultra";
  const kinds = arg("kind") ? [arg("kind") as "pglite" | "postgres"] : (["pglite", "postgres"] as const);
  const headers = arg("accept-encoding") ? { "accept-encoding": arg("accept-encoding")! } : BROWSER_HEADERS;
  console.log(`${pagePath}, PAGE_CACHE=off, 50 connections, Accept-Encoding: ${headers["accept-encoding"]}`);
  for (const kind of kinds) {
    const r = await diagnoseLoad(kind, pagePath, headers);
    const label = kind === "pglite" ? "embedded  " : "PostgreSQL";
    if (typeof r === "string") console.log(`  ${label}  ${r}`);
    else
      console.log(
        `  ${label}  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors; server ` +
          `CPU ${r.cpuMsPerRequest} ms/request; machine ${Math.round((r.machineBusy ?? 0) * 100)}% ` +
          `busy; ` +
          (`RSS under load <= ${r.rssUnderLoadMb} MB, after ${r.rssAfterMb} MB, high-water since ` +
            `start ${r.highWaterMb} MB`),
      );
  }
}
