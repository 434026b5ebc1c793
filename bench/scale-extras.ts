// The scale bench's figures beyond page times (bench/scale.ts): the CSV export of every order with the server's
// resident memory while it streams, the database's size, and `npm run backup` of it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { residentMb, ROOT, type Shop } from "./http-support";

export type ExportFigure = { seconds: number; mb: number; rows: number; rssBeforeMb: number; rssPeakMb: number };

const ORDERS_CSV = "/admin/dashboard/orders/export?all=1";
/** The three back-office CSVs a shop owner may download together. */
const ALL_CSVS = [ORDERS_CSV, "/admin/dashboard/customers/export", "/admin/dashboard/subscribers/export"];

/**
 * Downloads `paths` at the same time as a browser would, sampling the shop's resident memory every 50 ms from just
 * before the requests until the last byte: the growth is what streaming them cost it. Rows are the files' together.
 */
async function downloadAll(shop: Shop, cookie: string, paths: string[]): Promise<ExportFigure> {
  const rssBeforeMb = residentMb(shop.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, residentMb(shop.pid))), 50);
  const started = performance.now();
  try {
    const files = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${shop.origin}${path}`, { headers: { cookie } });
        if (!response.ok || !response.body) throw new Error(`${path} answered HTTP ${response.status}`);
        let bytes = 0;
        let lines = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          for (const byte of chunk) if (byte === 10) lines++;
        }
        return { bytes, rows: Math.max(0, lines - 1) };
      }),
    );
    return {
      seconds: (performance.now() - started) / 1000,
      mb: files.reduce((sum, f) => sum + f.bytes, 0) / 1024 / 1024,
      rows: files.reduce((sum, f) => sum + f.rows, 0),
      rssBeforeMb,
      rssPeakMb: Math.max(rssPeakMb, residentMb(shop.pid)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The CSV of every order, alone. */
export const exportAllOrders = (shop: Shop, cookie: string) => downloadAll(shop, cookie, [ORDERS_CSV]);

/** The orders, customers and subscribers CSVs downloaded at once: each must arrive whole (HTTP 200). */
export const exportThreeAtOnce = (shop: Shop, cookie: string) => downloadAll(shop, cookie, ALL_CSVS);

/** The PostgreSQL database's size on disk, MB. */
export async function databaseSizeMb(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select pg_database_size(current_database())::bigint as bytes");
    return Number(rows[0].bytes) / 1024 / 1024;
  } finally {
    await client.end();
  }
}

/** An embedded database folder's size on disk, MB. */
export function folderSizeMb(folder: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes / 1024 / 1024;
}

/** `npm run backup` of the database as an operator runs it, into a folder removed after: its time and size. */
export function backupOf(env: Record<string, string>): { seconds: number; mb: number } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "scale-backup-"));
  try {
    const started = performance.now();
    const run = spawnSync("npx", ["tsx", "scripts/backup.ts", "--out", out], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`npm run backup failed: ${run.stderr || run.stdout}`);
    const seconds = (performance.now() - started) / 1000;
    const file = fs.readdirSync(out).find((f) => f.endsWith(".tar"));
    return { seconds, mb: file ? fs.statSync(path.join(out, file)).size / 1024 / 1024 : 0 };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
