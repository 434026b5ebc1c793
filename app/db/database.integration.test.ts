import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { pgErrorCode } from "~/lib/errors";

import { createProduct } from "../../tests/support/factories";
import { testDb } from "../../tests/support/test-db";
import { queryRows } from "./client.server";
import { acquireFolderLock, DatabaseLockedError } from "./folder-lock.server";
import { products } from "./schema/catalog";

const { db } = await testDb();

/** The constraint a refused write broke, as the driver reports it (on the error or its cause). */
const constraintOf = (err: unknown) =>
  String(
    (err as { cause?: { constraint?: string } }).cause?.constraint ??
      (err as { constraint?: string }).constraint ??
      err,
  );

describe("the migrated database", () => {
  it("has every table of the data model", async () => {
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      "settings",
      "products",
      "addons",
      "reviews",
      "videos",
      "email_subscribers",
      "orders",
      "users",
      "user_roles",
      "sessions",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("refuses a second product with the same slug", async () => {
    const first = await createProduct(db);
    const err = await createProduct(db, { slug: first.slug }).catch((e: unknown) => e);
    // unique_violation, on the slug's unique index
    expect(pgErrorCode(err)).toBe("23505");
    expect(constraintOf(err)).toContain("slug");
  });

  it("refuses negative stock at the database level", async () => {
    const product = await createProduct(db, { stockQuantity: 1 });
    const err = await db
      .update(products)
      .set({ stockQuantity: -1 })
      .where(sql`${products.id} = ${product.id}`)
      .catch((e: unknown) => e);
    // check_violation, named after the rule
    expect(pgErrorCode(err)).toBe("23514");
    expect(constraintOf(err)).toContain("products_stock_non_negative");
  });
});

describe("the embedded database folder lock", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it("lets one process hold the folder and turns a second opener away with a clear message", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
    dirs.push(dir);
    const lock = path.join(dir, "pglite.lock");
    const release = acquireFolderLock(lock, dir);
    // A lock held by another live process (our parent stands in for the running server).
    fs.writeFileSync(lock, String(process.ppid));
    expect(() => acquireFolderLock(lock, dir)).toThrow(DatabaseLockedError);
    expect(() => acquireFolderLock(lock, dir)).toThrow(/in use by another process/);
    fs.writeFileSync(lock, String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("takes over a lock left behind by a process that is gone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
    dirs.push(dir);
    const lock = path.join(dir, "pglite.lock");
    fs.writeFileSync(lock, "999999");
    const release = acquireFolderLock(lock, dir);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
  });
});
