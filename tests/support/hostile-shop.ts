// The shop the hostile-input system tests aim at: the production build over HTTP on a seeded database, with
// an anonymous visitor, a signed-in non-admin and an admin, and pools of the real ids, slugs and order numbers
// to put in URLs and fields (refreshed as requests add rows).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll } from "vitest";

import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { paymentCheckouts, testPayments } from "~/db/schema/payments";
import { reviews } from "~/db/schema/reviews";
import { videos } from "~/db/schema/videos";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { createAdminSession, createOrder, createSubscriber, createUserSession } from "./factories";
import type { Pool } from "./hostile-input";
import { serveProductionApp } from "./production-app";
import { routeTable } from "./route-table";
import { tableChecksummer } from "./table-checksum";
import { testDb } from "./test-db";

export const kind = process.env.TEST_DB_KIND ?? "pglite";

export async function hostileShop() {
  const handle = await testDb();
  const { db } = handle;
  await db.execute(sql`truncate table settings`);
  await seedIfEmpty(db);
  await createOrder(db);
  await createOrder(db, { trackingNumber: "YT2412345678901234", status: "shipped" });
  await createSubscriber(db);
  const admin = await createAdminSession(db);
  const user = await createUserSession(db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-fuzz-"));
  const app = await serveProductionApp(handle, {
    // Rate limits would turn most cases into 429s after a few; they have their own tests.
    RATE_LIMITS: "off",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://127.0.0.1",
    TRACK17_API_BASE: "http://127.0.0.1:9", // nothing listens: refused at once
  });
  const checksum = await tableChecksummer(db);

  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const routes = await routeTable();
  const real: Pool = { values: [] };
  const realByParam: Record<string, Pool> = { slug: { values: [] }, id: { values: [] }, orderNumber: { values: [] } };

  async function refreshPools() {
    const [p, a, r, v, o, c, t] = await Promise.all([
      db.select({ id: products.id, slug: products.slug }).from(products),
      db.select({ id: addons.id, slug: addons.slug }).from(addons),
      db.select({ id: reviews.id }).from(reviews),
      db.select({ id: videos.id }).from(videos),
      db.select({ id: orders.id, orderNumber: orders.orderNumber, email: orders.email }).from(orders),
      db.select({ id: paymentCheckouts.paymentId }).from(paymentCheckouts).limit(20),
      db.select({ id: testPayments.id, secret: testPayments.clientSecret }).from(testPayments).limit(20),
    ]);
    realByParam.slug.values = [...p, ...a].map((x) => x.slug);
    realByParam.id.values = [...p, ...a, ...r, ...v, ...o].map((x) => x.id);
    realByParam.orderNumber.values = o.map((x) => x.orderNumber);
    real.values = [
      ...realByParam.slug.values,
      ...realByParam.id.values,
      ...realByParam.orderNumber.values,
      ...o.map((x) => x.email),
      ...c.map((x) => x.id),
      ...t.flatMap((x) => [x.id, x.secret]),
      "4242 4242 4242 4242",
      "4000 0000 0000 0002",
      "12 / 34",
      "123",
      "standard",
      "express",
      "product",
      "addon",
      "published",
      "draft",
      "jamie@example.com",
    ];
  }
  await refreshPools();
  return { db, app, admin, user, checksum, routes, real, realByParam, refreshPools };
}
