// `npm run backup` while shoppers are placing orders, then `npm run restore` into an empty data folder
// (embedded database) or an empty PostgreSQL database: the restored shop's orders, stock and uploads
// are those of one moment (docs/decisions/088). Runs the real server and the real commands.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "~/db/client.server";
import { products, type Product } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { localUploads } from "~/modules/media/storage.server";

import { createProduct } from "../support/factories";
import { checkoutOverHttp } from "../support/http-checkout";
import { createPgDatabase } from "../support/pg-admin";
import { ensureBuild, startShopProcess, tempDataDir, type ShopProcess } from "../support/shop-process";
import { testDb } from "../support/test-db";

const kind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
const ROOT = path.resolve(import.meta.dirname, "../..");
const START_STOCK = 10_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function npmScript(script: "backup" | "restore", args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npx", ["tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c));
    child.stderr.on("data", (c: Buffer) => (output += c));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The shop's database before it starts, with one product whose image is an upload. */
async function prepare(dataDir: string): Promise<{ databaseUrl?: string; product: Product; image: Buffer }> {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#aa3366" } })
    .webp()
    .toBuffer();
  const url = await localUploads(dataDir).put(`${randomBytes(16).toString("hex")}.webp`, image, "image/webp");
  if (kind === "postgres") {
    const { db, url: databaseUrl } = await testDb();
    return { databaseUrl, product: await createProduct(db, { stockQuantity: START_STOCK, image: url }), image };
  }
  const handle = await openDatabase({ dataDir });
  try {
    return { product: await createProduct(handle.db, { stockQuantity: START_STOCK, image: url }), image };
  } finally {
    await handle.close();
  }
}

describe(`backup and restore while orders are placed (${kind})`, () => {
  let shop: ShopProcess;
  let prepared: Awaited<ReturnType<typeof prepare>>;
  let dataDir: string;

  beforeAll(async () => {
    await ensureBuild();
    dataDir = tempDataDir("backup");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    prepared = await prepare(dataDir);
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: prepared.databaseUrl,
      WORKERS: "1",
      RATE_LIMITS: "off",
    });
    cleanups.push(() => shop.stop());
  }, 240_000);

  it("restores to a shop whose orders, stock and uploads match one moment", async () => {
    const confirmed: string[] = [];
    let stop = false;
    let n = 0;
    const shoppers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const result = await checkoutOverHttp(shop.base, prepared.product, (n++ % 250) + 1);
        if (typeof result !== "string") throw new Error(`a checkout failed with ${result}`);
        confirmed.push(result);
      }
    });
    const waitFor = async (count: number) => {
      while (confirmed.length < count) await new Promise((r) => setTimeout(r, 50));
    };

    await waitFor(8);
    const before = [...confirmed]; // confirmed to a shopper before the backup started
    const out = tempDataDir("backup-out");
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    const backup = await npmScript("backup", ["--out", out], { DATA_DIR: dataDir, DATABASE_URL: prepared.databaseUrl });
    expect(backup.code, backup.output).toBe(0);
    const atBackupEnd = confirmed.length;
    await waitFor(atBackupEnd + 5); // the shop kept selling during and after the backup
    stop = true;
    await Promise.all(shoppers);
    const [file] = fs.readdirSync(out).filter((f) => f.endsWith(".tar"));
    expect(backup.output).toContain(`Backup written: ${path.join(out, file)}`);

    const restoredDir = tempDataDir("restored");
    cleanups.push(() => fs.rmSync(restoredDir, { recursive: true, force: true }));
    let restoredUrl: string | undefined;
    if (kind === "postgres") {
      const restoredDb = await createPgDatabase(
        process.env.TEST_DATABASE_URL!,
        `shop_test_restored_${randomBytes(4).toString("hex")}`,
      );
      cleanups.push(restoredDb.drop);
      restoredUrl = restoredDb.url;
    }
    const restore = await npmScript("restore", [path.join(out, file)], {
      DATA_DIR: restoredDir,
      DATABASE_URL: restoredUrl,
    });
    expect(restore.code, restore.output).toBe(0);

    const restored = await openDatabase({ databaseUrl: restoredUrl, dataDir: restoredDir, migrate: false });
    cleanups.push(() => restored.close());
    const db: Db = restored.db;
    const rows = await db.select({ orderNumber: orders.orderNumber, items: orders.items }).from(orders);
    const numbers = new Set(rows.map((r) => r.orderNumber));
    // every order confirmed before the backup began is there; the ones sold after it ended are not
    for (const number of before) expect(numbers.has(number)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(before.length);
    expect(rows.length).toBeLessThanOrEqual(atBackupEnd);
    expect(rows.length).toBeLessThan(confirmed.length);
    // each order whole, and the stock is exactly what those orders left
    const sold = rows.reduce((sum, r) => sum + r.items.reduce((s, item) => s + item.quantity, 0), 0);
    expect(sold).toBe(rows.length);
    const [product] = await db
      .select({ stock: products.stockQuantity, image: products.image })
      .from(products)
      .where(eq(products.id, prepared.product.id));
    expect(product.stock + sold).toBe(START_STOCK);
    // the product's uploaded image came back byte for byte
    expect(
      fs.readFileSync(path.join(restoredDir, "uploads", path.basename(product.image!))).equals(prepared.image),
    ).toBe(true);
  }, 240_000);

  it("refuses to restore over a data folder or database that is not empty", async () => {
    const out = tempDataDir("backup-again");
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    const backup = await npmScript("backup", ["--out", path.join(out, "copy.tar")], {
      DATA_DIR: dataDir,
      DATABASE_URL: prepared.databaseUrl,
    });
    expect(backup.code, backup.output).toBe(0);
    const restore = await npmScript("restore", [path.join(out, "copy.tar")], {
      DATA_DIR: dataDir,
      DATABASE_URL: prepared.databaseUrl,
    });
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(
      kind === "postgres"
        ? /is not empty: restore into a new, empty database/
        : /is not empty: restore into an empty data folder/,
    );
  }, 120_000);
});
