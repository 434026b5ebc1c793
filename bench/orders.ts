// Orders per second through the HTTP endpoints, as a shopper's browser drives them: payment intent,
// test-card payment, confirm. Runs the production server itself (built if missing) on a free port,
// once on PGlite and once on PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres;
// skipped with a note when that server is not reachable). Also reports the server's CPU time per order,
// which a machine busy with other work distorts far less than orders per second.
// `benchmarkOrders(kind)` returns the figures for `npm run bench`'s table.
//   npm run bench:orders            ORDERS=300 CONCURRENCY=8 npm run bench:orders
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" BENCH_ORDERS_KINDS=pglite npm run bench:orders
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";

import { openDatabase } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { SERVE_ARGS, serveEnv } from "../scripts/serve-command";
import { freePort } from "../tests/support/free-port";
import { benchDatabase } from "./http-support";
import { cpuMsOf } from "./load-runs";

const ROOT = path.resolve(import.meta.dirname, "..");
const ORDERS = Number(process.env.ORDERS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
/**
 * Orders placed before the counted ones, as every load run of the benchmark starts warm (ADR 107): a
 * just-started server runs its first checkouts before V8 has compiled the hot paths, and the counted
 * orders cost more server CPU after 10 warm-up orders than after 150 (docs/performance.md).
 * The warm-up's own rate is printed too; `ORDERS_WARMUP=10` measures the way it was before.
 */
const WARMUP = Number(process.env.ORDERS_WARMUP ?? 150);
/** Orders placed after the measured run while a shopper browses, to see how many page views the cache answers. */
const BROWSE_ORDERS = 100;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type OrdersResult = {
  kind: string;
  orders: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  cpuMsPerOrder: number;
  /** the warm-up's rate: what the first orders after a start see */
  warmUpPerSecond: number;
  /**
   * page views of the home and a product page while BROWSE_ORDERS orders were placed, and how many the page cache
   * answered
   */
  browsing: { views: number; hits: number };
};

/** Migrates, seeds and adds one well-stocked product before the server opens the database. */
async function prepare(dataDir: string, databaseUrl?: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedIfEmpty(handle.db);
    const [product] = await handle.db
      .insert(products)
      .values({
        name: "Bench Console",
        slug: `bench-console-${randomBytes(3).toString("hex")}`,
        price: 2999,
        status: "published",
        stockQuantity: 1_000_000,
        variantOptions: ["Black"],
      })
      .returning();
    return product;
  } finally {
    await handle.close();
  }
}

async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

async function post(base: string, route: string, body: unknown) {
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`${route} ${response.status}: ${json.error}`);
  return json;
}

async function oneOrder(base: string, productId: string, i: number): Promise<number> {
  const started = performance.now();
  const intent = await post(base, "/api/checkout/payment-intent", {
    items: [{ productId, type: "product", variant: "Black", quantity: 1 }],
    email: `bench${i}@example.com`,
    shippingAddress: {
      fullName: "Bench Shopper",
      streetAddress: "1 High Street",
      city: "Leeds",
      postcode: "LS1 1AA",
      phone: "07700 900123",
    },
    shippingMethod: "standard",
  });
  await post(base, "/api/checkout/test-card", {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
  });
  const confirmed = await post(base, "/api/checkout/confirm", { paymentIntentId: intent.paymentIntentId });
  if (!/^RH-/.test(confirmed.orderNumber)) throw new Error("no order number");
  return performance.now() - started;
}

async function run(base: string, productId: string, count: number, offset: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        latencies.push(await oneOrder(base, productId, offset + i));
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

/**
 * One shopper browses the home page and a product page while other shoppers place `count` orders of a
 * well-stocked product: an order that changes nothing a page shows must not empty the page cache.
 */
async function browseWhileOrdering(base: string, productId: string, count: number, offset: number) {
  const pages = ["/", "/product/r36-ultra"];
  // stored before the orders start
  for (const page of pages) await fetch(`${base}${page}`).then((r) => r.arrayBuffer());
  let ordering = true;
  let views = 0;
  let hits = 0;
  const browsing = (async () => {
    while (ordering) {
      for (const page of pages) {
        const response = await fetch(`${base}${page}`);
        await response.arrayBuffer();
        views++;
        if (response.headers.get("cache-status") === "retro-shop; hit") hits++;
      }
    }
  })();
  await run(base, productId, count, offset).finally(() => (ordering = false));
  await browsing;
  return { views, hits };
}

/** Confirmed orders per second on one database; a string says why it was skipped. */
export async function benchmarkOrders(kind: "pglite" | "postgres"): Promise<OrdersResult | string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-orders-${kind}-`));
  const database = kind === "postgres" ? await benchDatabase(PG_URL, "orders") : undefined;
  if (typeof database === "string") return database;
  const databaseUrl = database?.url;
  let server: ChildProcess | undefined;
  try {
    const product = await prepare(dataDir, databaseUrl);
    const port = await freePort();
    const env = serveEnv(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMITS: "off", // one client sending hundreds of payments is the point here
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
    });
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS may not).
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, ...SERVE_ARGS], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);

    const warmUp = await run(base, product.id, WARMUP, 0);
    const cpuBefore = cpuMsOf(server.pid!);
    const { seconds, latencies } = await run(base, product.id, ORDERS, WARMUP);
    const cpuMsPerOrder = (cpuMsOf(server.pid!) - cpuBefore) / ORDERS;
    const browsing = await browseWhileOrdering(base, product.id, BROWSE_ORDERS, WARMUP + ORDERS);
    const placedInAll = WARMUP + ORDERS + BROWSE_ORDERS;

    // Every confirmed order is in the database and took exactly one unit of stock.
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
    server = undefined;
    const check = await openDatabase({ databaseUrl, dataDir, migrate: false });
    const placed = await check.db.select({ id: orders.id }).from(orders);
    const [after] = await check.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id));
    await check.close();
    if (placed.length !== placedInAll || after.stock !== 1_000_000 - placedInAll) {
      throw new Error(
        `expected ${placedInAll} orders and stock ${1_000_000 - placedInAll}, found ` +
          `${placed.length} and ${after.stock}`,
      );
    }
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return {
      kind,
      orders: ORDERS,
      seconds,
      perSecond: ORDERS / seconds,
      p50: pick(0.5),
      p95: pick(0.95),
      cpuMsPerOrder,
      warmUpPerSecond: WARMUP / warmUp.seconds,
      browsing,
    };
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch(() => undefined);
  }
}

const cacheShare = (result: OrdersResult) =>
  `${Math.round((100 * result.browsing.hits) / Math.max(1, result.browsing.views))}%`;

export function formatOrders(result: OrdersResult | string, kind: "pglite" | "postgres"): string {
  const label = kind === "pglite" ? "PGlite    " : "PostgreSQL";
  if (typeof result === "string") return `  ${label}  ${result}`;
  return (
    `  ${label}  ${result.perSecond.toFixed(1)} confirmed orders/s  ` +
    `(${result.seconds.toFixed(2)} s; per checkout p50 ${result.p50.toFixed(0)} ms, ` +
    (`p95 ${result.p95.toFixed(0)} ms; server CPU ${result.cpuMsPerOrder.toFixed(1)} ms per ` +
      `order; the ${WARMUP} warm-up orders after start: ${result.warmUpPerSecond.toFixed(1)}/s)\n`) +
    (`              while ${BROWSE_ORDERS} more orders were placed, ${cacheShare(result)} of ` +
      `${result.browsing.views} page views came from the page cache`)
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The same check as `npm start`: missing, older than the sources, or React's development build.
  await buildIfStale();
  console.log(
    `Checkout throughput: ${ORDERS} orders (after ${WARMUP} warm-up), ${CONCURRENCY} shoppers ` +
      `at once, each intent -> card -> confirm over HTTP`,
  );
  const kinds = process.env.BENCH_ORDERS_KINDS
    ? (process.env.BENCH_ORDERS_KINDS.split(",") as ("pglite" | "postgres")[])
    : (["pglite", "postgres"] as const);
  for (const kind of kinds) {
    const result = await benchmarkOrders(kind);
    console.log(formatOrders(result, kind));
    // A row for `npm run bench`'s table (bench/run.ts); the budget is PostgreSQL's.
    const value =
      typeof result === "string"
        ? result
        : `${result.perSecond.toFixed(1)} orders/s (server CPU ${result.cpuMsPerOrder.toFixed(1)} ms ` +
          `per order; ${WARMUP} warm-up orders after start: ${result.warmUpPerSecond.toFixed(1)}/s; ` +
          `page views from the cache while ordering: ${cacheShare(result)})`;
    const ok = typeof result === "string" || kind === "pglite" ? null : result.perSecond >= 100;
    const figure =
      `confirmed orders/s through the checkout endpoints, ` + `${kind === "pglite" ? "embedded" : "PostgreSQL"}`;
    console.log(`BENCH_ROW ${JSON.stringify({ figure, value, budget: kind === "pglite" ? "-" : ">= 100", ok })}`);
  }
}
