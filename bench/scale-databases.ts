// The scale benchmark's databases: a PostgreSQL database per scale, kept between runs while it holds that many
// orders, and an embedded database folder per scale, kept once seeded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { SCALES, seedDatabase } from "../scripts/scale-seed";

const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function urlOf(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The scale's database, seeded unless a previous run left it with the same number of orders. */
export async function prepare(scale: string): Promise<string> {
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

/** The scale's embedded database folder, seeded unless a previous run finished seeding it. */
export async function prepareEmbedded(scale: string): Promise<string> {
  const dataDir = path.join(process.env.BENCH_SCALE_EMBEDDED_DIR ?? os.tmpdir(), `shop-scale-embedded-${scale}`);
  const done = path.join(dataDir, "seeded");
  if (fs.existsSync(done)) return dataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const counts = await seedDatabase({ dataDir }, SCALES[scale]);
  console.log(`${scale} embedded seeded in ${((Date.now() - started) / 1000).toFixed(0)} s:`, JSON.stringify(counts));
  fs.writeFileSync(done, JSON.stringify(counts));
  return dataDir;
}
