// A basket flood through the production server as a process: add-to-cart posts without the basket cookie, as
// fast as a few connections allow, from one address. Each used to start a basket kept for 30 days; now an
// address starts a limited number, and the database stays the size it was.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { baskets } from "~/db/schema/baskets";
import { LIMITS } from "~/lib/rate-limit.server";

import { createAddon } from "../support/factories";
import { ensureBuild, startShopProcess, type ShopProcess } from "../support/shop-process";
import { createSystemDb, type SystemDb } from "../support/system-db";

const kind = process.env.TEST_DB_KIND ?? "pglite";
const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 1500);

let system: SystemDb;
let shop: ShopProcess | undefined;

afterAll(async () => {
  await shop?.stop();
  await system?.cleanup();
});

/** The basket tables' size in bytes and the baskets, read with the shop stopped (PGlite has one process at a time). */
async function measure() {
  const handle = await system.open();
  try {
    // Under contention PostgreSQL extends a table by many empty pages at once (more the more inserts wait), so
    // the raw size says how the requests happened to race; VACUUM FULL rewrites the tables and their indexes
    // compactly, leaving what the kept baskets themselves take.
    await handle.db.execute(sql`vacuum full baskets, basket_lines`);
    const size = (await handle.db.execute(
      // the tables a flood writes (rows, indexes, TOAST); the whole database also grows with the statistics
      // PostgreSQL's autoanalyze writes whenever it happens to run, which no basket limit can bound
      sql`select (pg_total_relation_size('baskets') + pg_total_relation_size('basket_lines'))::text as bytes`,
    )) as unknown as {
      rows: { bytes: string }[];
    };
    const [{ bytes }] = size.rows;
    const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(baskets);
    return { bytes: Number(bytes), baskets: count };
  } finally {
    await handle.close();
  }
}

describe(`basket floods (${kind})`, () => {
  it(`keeps the database flat under ${REQUESTS} add-to-cart posts without a cookie from one address`, async () => {
    await ensureBuild();
    system = await createSystemDb();
    const handle = await system.open();
    const addon = await createAddon(handle.db);
    await handle.close();
    const before = await measure();

    shop = await startShopProcess({ ...system.env, WORKERS: "1" });
    const form = new URLSearchParams({
      intent: "add",
      itemType: "addon",
      itemId: addon.id,
      variant: "",
      quantity: "1",
    }).toString();
    const statuses: Record<number, number> = {};
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next++ < REQUESTS) {
        const response = await fetch(`${shop!.base}/cart.data`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: form,
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const seconds = (Date.now() - started) / 1000;
    await shop.stop();
    shop = undefined;
    const after = await measure();
    const growth = (after.bytes - before.bytes) / 1024;
    console.log(
      `basket flood (${kind}): ${REQUESTS} posts in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(statuses)}; ` +
        `baskets ${before.baskets} -> ${after.baskets}; basket tables ${(before.bytes / 1048576).toFixed(1)} -> ` +
        `${(after.bytes / 1048576).toFixed(1)} MB (${growth.toFixed(0)} KB)`,
    );
    expect(Object.keys(statuses).every((status) => Number(status) < 500)).toBe(true);
    expect(after.baskets).toBeLessThanOrEqual(LIMITS.newBasket.limit);
    expect(statuses[429]).toBe(REQUESTS - LIMITS.newBasket.limit);
    // bounded by the limit, not by the flood: under 2 KB a basket (the flood unlimited grows about five times this)
    expect(growth).toBeLessThan(LIMITS.newBasket.limit * 2);
  }, 600_000);
});
