// Cache-key floods through the production server as a process: made-up `_routes` values, unknown slugs, an
// add-on's `for` naming no console, and long query strings, short and long. The page cache stores none of them,
// so the process's memory stays within the cache's budget plus 64 MB however many distinct addresses are asked for.
import { randomBytes } from "node:crypto";
import fs from "node:fs";

import { afterAll, describe, expect, it } from "vitest";

import { ensureBuild, startShopProcess, type ShopProcess } from "../support/shop-process";
import { createSystemDb, type SystemDb } from "../support/system-db";

const kind = process.env.TEST_DB_KIND ?? "pglite";
const BUDGET_MB = 16;
const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 6000);

let system: SystemDb;
let shop: ShopProcess;

afterAll(async () => {
  await shop?.stop();
  await system?.cleanup();
});

/** The process's resident memory, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const random = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString("hex")
    .slice(0, length);

/** One flooding address: a new cache key each time, short or long, of each kind the cache could have stored. */
function floodPath(n: number): string {
  const length = n % 2 === 0 ? 24 : 4000;
  switch (n % 6) {
    case 0:
    case 1:
      return `/_root.data?_routes=${random(length)}`;
    case 2:
      return `/product/${random(length)}`;
    case 3:
      return `/product/${random(length)}.data`;
    // a real add-on's page naming a console no link names
    case 4:
      return `/addon/microsd-128gb?for=${random(length)}`;
    default:
      return `/addon/microsd-128gb.data?for=${random(length)}`;
  }
}

describe(`cache-key floods (${kind})`, () => {
  it(`keeps the process within the cache budget plus 64 MB under ${REQUESTS} distinct keys`, async () => {
    await ensureBuild();
    system = await createSystemDb();
    shop = await startShopProcess({
      ...system.env,
      SEED_DEMO: "true",
      WORKERS: "1",
      RATE_LIMITS: "off",
      PAGE_CACHE_MAX_MB: String(BUDGET_MB),
    });
    const pid = shop.child.pid!;
    // the real pages, stored once, and the code paths of a flood warmed up
    for (const path of ["/", "/support", "/product/r36-console", "/_root.data", "/product/r36-console.data"])
      for (let i = 0; i < 3; i++) await (await fetch(`${shop.base}${path}`)).arrayBuffer();
    for (let n = 0; n < 200; n++) await (await fetch(`${shop.base}${floodPath(n)}`)).arrayBuffer();
    const before = rssMb(pid);

    let next = 0;
    let stored = 0;
    const statuses: Record<number, number> = {};
    const worker = async () => {
      while (next < REQUESTS) {
        const response = await fetch(`${shop.base}${floodPath(next++)}`);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (/stored|hit/.test(response.headers.get("cache-status") ?? "")) stored++;
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: 8 }, worker));
    const after = rssMb(pid);
    console.log(
      `cache-key flood (${kind}): ${REQUESTS} keys in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB (budget ${BUDGET_MB} MB); ` +
        `${stored} stored; statuses ${JSON.stringify(statuses)}`,
    );
    expect(stored).toBe(0);
    expect(Object.keys(statuses).every((status) => Number(status) < 500)).toBe(true);
    expect(after - before).toBeLessThanOrEqual(BUDGET_MB + 64);
    // the real pages are still served from the cache
    await fetch(`${shop.base}/support`).then((r) => r.arrayBuffer());
    expect((await fetch(`${shop.base}/support`)).headers.get("cache-status")).toBe("retro-shop; hit");
  }, 600_000);
});
