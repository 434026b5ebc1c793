import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { isUniqueViolation, pgErrorCode } from "~/lib/errors";

import { createProduct } from "../../tests/support/factories";
import { testDb } from "../../tests/support/test-db";
import { openDatabase, queryRows } from "./client.server";
import { products } from "./schema/catalog";

// The embedded database runs on its own thread behind a message proxy (ADR 001). These tests hold on
// both databases; on PGlite they prove the proxy keeps Drizzle's transactions whole.
const { db } = await testDb();

const stockOf = async (id: string) =>
  (await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].stock;

describe("transactions through the database handle", () => {
  it("commits what a transaction wrote and rolls back all of it when the callback throws", async () => {
    const product = await createProduct(db, { stockQuantity: 10 });
    await db.transaction(async (tx) => {
      await tx.update(products).set({ stockQuantity: 9 }).where(eq(products.id, product.id));
    });
    expect(await stockOf(product.id)).toBe(9);

    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await stockOf(product.id)).toBe(9);
  });

  it("undoes only a failed savepoint and keeps the rest of the transaction", async () => {
    const product = await createProduct(db, { stockQuantity: 10 });
    await db.transaction(async (tx) => {
      await tx.update(products).set({ stockQuantity: 8 }).where(eq(products.id, product.id));
      await expect(
        tx.transaction(async (sp) => {
          await sp.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
          throw new Error("inner");
        }),
      ).rejects.toThrow("inner");
      const [inside] = await tx
        .select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, product.id));
      expect(inside.stock).toBe(8);
    });
    expect(await stockOf(product.id)).toBe(8);
  });

  it("keeps concurrent read-modify-write transactions from losing updates", async () => {
    const product = await createProduct(db, { stockQuantity: 100 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select({ stock: products.stockQuantity })
            .from(products)
            .where(eq(products.id, product.id))
            .for("update");
          await new Promise((r) => setTimeout(r, 2)); // another request's turn, if the lock let it in
          await tx
            .update(products)
            .set({ stockQuantity: row.stock - 1 })
            .where(eq(products.id, product.id));
        }),
      ),
    );
    expect(await stockOf(product.id)).toBe(80);
  });

  it("passes database errors on with their code and constraint", async () => {
    const product = await createProduct(db);
    const duplicate = await createProduct(db, { slug: product.slug }).catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const negative = await db
      .update(products)
      .set({ stockQuantity: -1 })
      .where(eq(products.id, product.id))
      .catch((err: unknown) => err);
    expect(pgErrorCode(negative)).toBe("23514");
  });

  it("returns rows, JSON and timestamps the way Drizzle expects", async () => {
    const product = await createProduct(db, { variantOptions: ["Black", "Grey"] });
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row.variantOptions).toEqual(["Black", "Grey"]);
    expect(row.createdAt).toBeInstanceOf(Date);
    const [raw] = await queryRows<{ n: number; j: { a: number } }>(db, sql`select 41 + 1 as n, '{"a":1}'::jsonb as j`);
    expect(raw).toEqual({ n: 42, j: { a: 1 } });
  });
});

describe.runIf((process.env.TEST_DB_KIND ?? "pglite") === "pglite")("the embedded database on its own thread", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-worker-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // A new data folder runs every migration from the first, on a WebAssembly database: far longer than a test of
  // one query, so it has a longer limit than the project's default.
  it(
    "opens and migrates a data folder under the folder lock, and keeps the data after a restart",
    { timeout: 120_000 },
    async () => {
      const first = await openDatabase({ dataDir });
      try {
        expect(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
        await createProduct(first.db, { slug: "kept-after-restart" });
        await first.ping();
      } finally {
        await first.close();
      }
      expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
      const second = await openDatabase({ dataDir, migrate: false });
      try {
        const rows = await second.db
          .select({ slug: products.slug })
          .from(products)
          .where(eq(products.slug, "kept-after-restart"));
        expect(rows).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
