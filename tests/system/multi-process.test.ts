// Several processes serving one shop (docs/decisions/085-086): two separate server processes
// on one PostgreSQL and one Redis behind a round-robin proxy, and one cluster of two workers without
// Redis. PostgreSQL only: the embedded database is opened by exactly one process.
import { randomBytes } from "node:crypto";
import http from "node:http";

import { createClient } from "@redis/client";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { products, type Product } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { formatPrice } from "~/lib/money";
import { LIMITS } from "~/lib/rate-limit.server";
import { createAdmin } from "~/modules/auth/auth.server";
import { createSale } from "~/modules/promotions/sales.server";

import { createAdminSession, createProduct } from "../support/factories";
import { checkoutOverHttp as checkout } from "../support/http-checkout";
import { roundRobinProxy, type Proxy } from "../support/round-robin-proxy";
import { ensureBuild, startShopProcess, tempDataDir, type ShopProcess } from "../support/shop-process";
import { testDb, type TestDatabase } from "../support/test-db";

const onPostgres = process.env.TEST_DB_KIND === "postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let db: TestDatabase;
const started: ShopProcess[] = [];
const prefixes: string[] = [];

async function shops(count: number, env: Record<string, string>) {
  const list = await Promise.all(
    Array.from({ length: count }, () =>
      startShopProcess({ DATABASE_URL: db.url, DATA_DIR: tempDataDir("multi"), DATABASE_POOL_SIZE: "5", ...env }),
    ),
  );
  started.push(...list);
  return list;
}

function redisEnv() {
  const prefix = `shop-test-${randomBytes(4).toString("hex")}:`;
  prefixes.push(prefix);
  return { REDIS_URL, REDIS_PREFIX: prefix, WORKERS: "1" };
}

async function productPage(base: string, product: Product) {
  // a connection of its own each time, so a cluster's primary hands consecutive pages to different workers
  const response = await fetch(`${base}/product/${product.slug}`, { headers: { Connection: "close" } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Whether the page came from that process's page cache (RFC 9211 Cache-Status). */
async function cachedPage(base: string, product: Product) {
  const response = await fetch(`${base}/product/${product.slug}`, { headers: { Connection: "close" } });
  await response.text();
  return /retro-shop; hit/.test(response.headers.get("cache-status") ?? "");
}

/** The admin product form as a browser posts it, with only the price changed; a save answers 303 to the list. */
async function changePrice(base: string, product: Product, pounds: string) {
  const admin = await createAdminSession(db.db);
  const form = new URLSearchParams({
    csrf: admin.csrfToken,
    name: product.name,
    slug: product.slug,
    tagline: product.tagline ?? "",
    description: product.description ?? "",
    price: pounds,
    stockQuantity: String(product.stockQuantity),
    image: product.image ?? "",
    status: "published",
  });
  for (const option of product.variantOptions) form.append("variantOptions", option);
  const response = await fetch(`${base}/admin/dashboard/products/edit/${product.id}`, {
    method: "POST",
    headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  expect(
    response.status,
    await response
      .clone()
      .text()
      .then((t) => t.slice(0, 300)),
  ).toBe(303);
  // saved: Post/Redirect/Get back to the products list (docs/routes.md)
  expect(new URL(response.headers.get("location") ?? "", base).pathname).toBe("/admin/dashboard/products");
  const [stored] = await db.db.select({ price: products.price }).from(products).where(eq(products.id, product.id));
  expect(stored.price).toBe(Math.round(Number(pounds) * 100));
}

/** A login form post on a connection of its own (so a cluster's primary hands each to the next worker); its status. */
function failedLogin(base: string, email: string, password: string) {
  const body = new URLSearchParams({ intent: "login", email, password }).toString();
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${base}/admin/login`,
      {
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe.skipIf(!onPostgres)("several processes on one PostgreSQL", () => {
  beforeAll(async () => {
    await ensureBuild();
    db = await testDb();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for (const prefix of prefixes) {
      for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
        if (keys.length) await redis.del(keys);
    }
    await redis.close();
  });

  describe("two servers sharing Redis, behind a round-robin proxy", () => {
    let a: ShopProcess;
    let b: ShopProcess;
    let proxy: Proxy;

    beforeAll(async () => {
      // TRUST_PROXY: the proxy passes each shopper's X-Forwarded-For, so rate limits are per shopper.
      // SALE_TICK_MS: each process looks for a sale's start or end every half second, not every 30 s
      [a, b] = await shops(2, { ...redisEnv(), TRUST_PROXY: "true", SALE_TICK_MS: "500" });
      proxy = await roundRobinProxy([a.base, b.base]);
    }, 120_000);
    afterAll(async () => proxy?.close());

    it("shows a price changed through one server on the other's next page", async () => {
      const product = await createProduct(db.db, { price: 4999 });
      for (const shop of [a, b]) {
        expect(await productPage(shop.base, product)).toContain(formatPrice(4999));
        expect(await cachedPage(shop.base, product)).toBe(true); // so only an invalidation can show the new price
      }
      await changePrice(a.base, product, "54.99");
      const other = await productPage(b.base, product);
      expect(other).toContain(formatPrice(5499));
      expect(other).not.toContain(formatPrice(4999));
      expect(await productPage(a.base, product)).toContain(formatPrice(5499));
    });

    it("starts and ends a scheduled sale by itself, each server's cached page following both moments", async () => {
      const product = await createProduct(db.db, { price: 5000, variantOptions: [] });
      for (const shop of [a, b]) {
        expect(await productPage(shop.base, product)).toContain(formatPrice(5000));
        expect(await cachedPage(shop.base, product)).toBe(true); // so only an invalidation can show the sale
      }
      const now = Date.now();
      await createSale(db.db, {
        name: `Flash ${randomBytes(2).toString("hex")}`,
        startsAt: new Date(now + 3_000),
        endsAt: new Date(now + 9_000),
        discountType: "percent",
        percentOff: 20,
        target: "items",
        items: [{ kind: "product", id: product.id }],
      });
      // during the sale both servers show the sale price (a was-price needs 28 days of history this product lacks)
      for (const shop of [a, b])
        await expect.poll(() => productPage(shop.base, product), { timeout: 8_000 }).toContain(formatPrice(4000));
      for (const shop of [a, b])
        await expect.poll(() => productPage(shop.base, product), { timeout: 12_000 }).not.toContain(formatPrice(4000));
      expect(await productPage(b.base, product)).toContain(formatPrice(5000));
      const [after] = await db.db.select({ price: products.price }).from(products).where(eq(products.id, product.id));
      expect(after.price).toBe(5000);
    }, 60_000);

    it("locks an account after the same number of failed logins as one process, wherever they land", async () => {
      await createAdmin(db.db, { email: "spread@example.com", password: "the right password" });
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.loginPerEmail.limit; i++)
        statuses.push(await failedLogin(proxy.base, "spread@example.com", `guess ${i}`));
      expect(statuses).toEqual(statuses.map(() => 401));
      // the next attempt, even with the right password and on either server, is refused
      expect(await failedLogin(a.base, "spread@example.com", "the right password")).toBe(429);
      expect(await failedLogin(b.base, "spread@example.com", "the right password")).toBe(429);
    });

    it("sells exactly the stock when 50 shoppers check out 5 units at once across both servers", async () => {
      // One variant holding all five: stock is counted per variant, and the factory's product has two colours.
      const product = await createProduct(db.db, { stockQuantity: 5, variantOptions: [] });
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(proxy.base, product, i + 1)));
      const sold = results.filter((r): r is string => typeof r === "string");
      expect(sold).toHaveLength(5);
      expect(results.filter((r) => typeof r === "number").every((status) => status === 409)).toBe(true);
      expect(await db.db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNumber, sold))).toHaveLength(
        5,
      );
      const [after] = await db.db
        .select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, product.id));
      expect(after.stock).toBe(0);
    }, 120_000);
  });

  describe("one cluster of two workers without Redis", () => {
    let cluster: ShopProcess;

    beforeAll(async () => {
      [cluster] = await shops(1, { WORKERS: "2" });
    }, 120_000);

    it("counts failed logins in the primary, so the workers lock an account together", async () => {
      await createAdmin(db.db, { email: "cluster@example.com", password: "the right password" });
      // a fresh connection per request, so the primary hands them to both workers in turn
      for (let i = 0; i < LIMITS.loginPerEmail.limit; i++)
        expect(await failedLogin(cluster.base, "cluster@example.com", `guess ${i}`)).toBe(401);
      for (let i = 0; i < 4; i++)
        expect(await failedLogin(cluster.base, "cluster@example.com", "the right password")).toBe(429);
    });

    it("shows a price change on every worker's next page", async () => {
      const product = await createProduct(db.db, { price: 2999 });
      for (let i = 0; i < 4; i++) expect(await productPage(cluster.base, product)).toContain(formatPrice(2999));
      // both workers now hold it in their page caches
      expect(await Promise.all([cachedPage(cluster.base, product), cachedPage(cluster.base, product)])).toEqual([
        true,
        true,
      ]);
      await changePrice(cluster.base, product, "31.99");
      for (let i = 0; i < 4; i++) expect(await productPage(cluster.base, product)).toContain(formatPrice(3199));
    });
  });
});
