// The page cache's tests run against the real Express app: a file's shop on its own database, SQL counted at the
// database handle (drizzle's query hook), an admin signed in afresh before each test, and requests that tell
// whether a page came from the cache.
import { beforeEach, expect } from "vitest";

import type { Product } from "~/db/schema/catalog";

import type { SignedInAdmin } from "./admin-test-db";
import { createAdminSession } from "./factories";
import { startFileShop } from "./shop-server";
import { resetDb, testDb } from "./test-db";

/** A page as the cache answered it. */
export type Page = { status: number; cache: string | null; body: string; headers: Headers };

export const HIT = "retro-shop; hit";
export const STORED = "retro-shop; fwd=miss; stored";
export const BYPASS = "retro-shop; fwd=bypass";

export async function pageCacheShop() {
  let statements: string[] = [];
  const database = await testDb({ onQuery: (query) => statements.push(query) });
  const { db } = database;
  // the first test meets a warm shop (the admin login page is never cached, so warming up stores nothing)
  const shop = await startFileShop(database, { warmUp: "/admin/login" });

  // the admin signed in for the running test (filled in afresh before each test)
  const admin = {} as SignedInAdmin;
  beforeEach(async () => {
    await resetDb(db);
    Object.assign(admin, await createAdminSession(db));
  });

  async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    const response = await fetch(`${shop.url}${path}`, { headers });
    return {
      status: response.status,
      cache: response.headers.get("cache-status"),
      body: await response.text(),
      headers: response.headers,
    };
  }

  /** The SQL statements a piece of work sent. */
  async function sqlOf(work: () => Promise<unknown>): Promise<string[]> {
    statements = [];
    await work();
    return statements;
  }

  /** The admin's own form posts, as the browser sends them (cookie and CSRF field). */
  async function adminPost(path: string, fields: Record<string, string | string[]>) {
    const form = new URLSearchParams({ csrf: admin.csrfToken });
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
    const response = await fetch(`${shop.url}${path}`, {
      method: "POST",
      body: form,
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  async function adminJson(path: string, body: unknown) {
    const response = await fetch(`${shop.url}${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrfToken, "content-type": "application/json" },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const productFields = (p: Product, changes: Record<string, string>) => ({
    name: p.name,
    slug: p.slug,
    price: (p.price / 100).toFixed(2),
    stockQuantity: String(p.stockQuantity),
    stockAlertThreshold: String(p.stockAlertThreshold),
    status: p.status,
    features: p.features,
    techSpecLabel: p.techSpecs.map((t) => t.label),
    techSpecValue: p.techSpecs.map((t) => t.value),
    variantOptions: p.variantOptions,
    variantImage: p.variantOptions.map(() => ""),
    ...changes,
  });

  /** Warms a page into the cache and checks the second request is a hit. */
  async function cached(path: string) {
    const first = await get(path);
    expect(first.cache).toBe(STORED);
    const second = await get(path);
    expect(second.cache).toBe(HIT);
    return second;
  }

  /** After a write: the next request renders afresh (and stores), the one after is a hit. */
  async function fresh(path: string) {
    const miss = await get(path);
    expect(miss.cache).toBe(STORED);
    const hit = await get(path);
    expect(hit.cache).toBe(HIT);
    expect(hit.body).toBe(miss.body);
    return miss;
  }
  return { db, shop, admin, get, sqlOf, adminPost, adminJson, productFields, cached, fresh };
}
