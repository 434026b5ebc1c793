// Every page of the back office's long lists (customers, activity, subscribers) and of a product's reviews is read
// from an index in the list's order: the statements each list function sends are planned again here (generic plans,
// sequential scans priced out) and their plans must read the table through an index, with no sort of the whole
// table for the keyset pages. On a tiny test table the planner would otherwise prefer a scan, so this proves an
// index exists that serves the query, not which plan a full database picks.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { listActivity, recordActivity } from "~/modules/activity/activity.server";
import { listAddonsForAdmin } from "~/modules/addons/addons-admin.server";
import { listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import { getCustomer, listCustomers } from "~/modules/customers/customers.server";
import { listOrdersForAdmin } from "~/modules/orders/order-admin.server";
import { getDashboardStats } from "~/modules/orders/order-reports.server";
import { OrderTriageQuerySchema } from "~/modules/orders/order-triage.schema";
import { listOrderTriage } from "~/modules/orders/order-triage.server";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { getPeriodReport } from "~/modules/orders/period-report.server";
import { listReviewsForAdmin } from "~/modules/reviews/reviews-admin.server";
import { getProductReviewsPage, getPublishedProductPage } from "~/modules/storefront/storefront.server";
import { listSubscribers } from "~/modules/subscribers/subscribers-admin.server";

import { createAddon, createOrder, createProduct, createReview, createSubscriber } from "../support/factories";
import { freshTestDb } from "../support/test-db";

const statements: string[] = [];
const { db } = await freshTestDb({ onQuery: (query) => statements.push(query) });

/** The statements `read` sends, without the counts (a count is not a page: it is read beside it). */
async function statementsOf(read: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await read();
  return statements.filter((s) => !/^select count\(\*\)/i.test(s.trim()));
}

/**
 * The generic plan of a statement with $n parameters, sequential scans and sorts priced out; `bitmapOnly` prices out
 * plain index scans too, so a search cannot be served by walking the list's order index and filtering every row.
 */
async function planOf(statement: string, { bitmapOnly = false } = {}): Promise<string> {
  const params = new Set(statement.match(/\$\d+/g) ?? []).size;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare list_plan as ${statement}`));
    try {
      const args = params ? `(${Array.from({ length: params }, () => "null").join(", ")})` : "";
      const rows = await queryRows<Record<string, string>>(tx, sql.raw(`explain execute list_plan${args}`));
      return rows.map((r) => Object.values(r)[0]).join("\n");
    } finally {
      await tx.execute(sql`deallocate list_plan`);
    }
  });
}

async function expectIndexed(read: () => Promise<unknown>, table: string, { sorted = false } = {}) {
  await db.execute(sql.raw(`analyze ${table}`));
  const sent = await statementsOf(read);
  expect(sent.length).toBeGreaterThan(0);
  for (const statement of sent.filter((s) => s.includes(`"${table}"`))) {
    const plan = await planOf(statement);
    expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plan, plan).toMatch(/Index/);
    if (!sorted) expect(plan, plan).not.toMatch(/\bSort\b/);
  }
}

/** The statements `read` sends that read `table` are planned with `index` (a search's own index, not a scan). */
async function expectIndexUsed(read: () => Promise<unknown>, table: string, index: string) {
  await db.execute(sql.raw(`analyze ${table}`));
  const sent = (await statementsOf(read)).filter((s) => s.includes(`"${table}"`));
  expect(sent.length).toBeGreaterThan(0);
  for (const statement of sent) {
    const plan = await planOf(statement, { bitmapOnly: true });
    expect(plan, plan).toContain(index);
    expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  }
}

/** A lookup condition on `table` alone is planned with `index`, sequential scans priced out. */
async function expectLookupIndexed(table: string, condition: string, index: string) {
  await db.execute(sql.raw(`analyze ${table}`));
  const plan = await planOf(`select id from ${table} where ${condition}`);
  expect(plan, plan).toContain(index);
  expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
}

describe("list queries are served by indexes", () => {
  it("customers: first, next, previous and last pages, and a search", async () => {
    for (let i = 0; i < 25; i++) await createOrder(db, { email: `buyer${i}@example.com` });
    await createSubscriber(db, "reader@example.com");
    const first = await listCustomers(db);
    await expectIndexed(() => listCustomers(db), "customers");
    await expectIndexed(() => listCustomers(db, { after: first.pages.next! }), "customers");
    await expectIndexed(() => listCustomers(db, { before: first.pages.next! }), "customers");
    await expectIndexed(() => listCustomers(db, { last: "1" }), "customers");
    // a search reads the trigram indexes, then orders what matched
    await expectIndexed(() => listCustomers(db, { search: "buyer1" }), "customers", { sorted: true });
  });

  it("a customer's page: their orders and mailing-list row by their address", async () => {
    for (let i = 0; i < 25; i++) await createOrder(db, { email: i % 5 ? `other${i}@example.com` : "Kim@Example.com" });
    await createSubscriber(db, "kim@example.com");
    const customer = await getCustomer(db, "kim@example.com");
    expect(customer.orders).toHaveLength(5);
    // a customer's few orders are sorted after the index found them, never the table
    await expectIndexed(() => getCustomer(db, "kim@example.com"), "orders", { sorted: true });
    await expectIndexed(() => getCustomer(db, "kim@example.com"), "email_subscribers");
    await expectIndexed(() => getCustomer(db, "kim@example.com"), "customers");
  });

  it("activity: every page, and filtered by origin or kind", async () => {
    for (let i = 0; i < 25; i++)
      await recordActivity(db, null, { action: "order.ship", targetType: "order", targetId: `o${i}` });
    const first = await listActivity(db);
    await expectIndexed(() => listActivity(db), "activity_log");
    await expectIndexed(() => listActivity(db, { after: first.pages.next! }), "activity_log");
    await expectIndexed(() => listActivity(db, { last: "1" }), "activity_log");
    await expectIndexed(() => listActivity(db, { origin: "system" }), "activity_log");
    await expectIndexed(() => listActivity(db, { targetType: "order", after: first.pages.next! }), "activity_log");
  });

  it("subscribers: first, next and last pages, and the total from the kept count", async () => {
    for (let i = 0; i < 60; i++) await createSubscriber(db, `fan${i}@example.com`);
    const first = await listSubscribers(db);
    expect(first.total).toBe(60);
    await expectIndexed(() => listSubscribers(db), "email_subscribers");
    await expectIndexed(() => listSubscribers(db, { after: first.pages.next! }), "email_subscribers");
    await expectIndexed(() => listSubscribers(db, { last: "1" }), "email_subscribers");
    // the total sums the few parts the triggers keep: no statement of the page counts the list itself
    statements.length = 0;
    await listSubscribers(db, { after: first.pages.next! });
    const list = statements.filter((s) => s.includes('"email_subscribers"'));
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((s) => /\bcount\(/i.test(s))).toEqual([]);
    expect(statements.filter((s) => s.includes('"subscriber_count_parts"'))).toHaveLength(1);
  });

  it("the dashboard: a period's days from the rollups, the orders waiting by their status", async () => {
    for (let i = 0; i < 25; i++) await createOrder(db, { orderDate: new Date(Date.now() - i * 86_400_000) });
    // a period reads its own days' rows (then sums or ranks them), never the years before it
    await expectIndexed(() => getPeriodReport(db, 90), "sales_days", { sorted: true });
    await expectIndexed(() => getPeriodReport(db, 90), "sales_day_products", { sorted: true });
    await expectIndexed(() => getDashboardStats(db), "orders", { sorted: true });
  });

  it("a product's reviews pages", async () => {
    // several products' reviews, as a shop has: the product's own are a small share of the table
    const products = [];
    for (let p = 0; p < 8; p++) products.push(await createProduct(db, { status: "published" }));
    for (let i = 0; i < 200; i++) await createReview(db, { productId: products[i % 8].id, rating: 1 + (i % 5) });
    const product = products[0];
    // the product's own reviews are found by index and ordered: one product's share, never the whole table
    await expectIndexed(() => getProductReviewsPage(db, product.slug, 2), "reviews", { sorted: true });
    // the product page's first few walk the product's published reviews newest first: none of them sorted
    await expectIndexed(() => getPublishedProductPage(db, product.slug), "reviews");
  });
});

// The keys the admin search and the assistant look records up by: an order's number and its customer's email and
// name, a product's or add-on's name, a review's customer name. Each search (ILIKE '%...%') reads its trigram index.
describe("the orders list is served by indexes", () => {
  it("first, next, previous and last pages, a status tab, and the triage tabs", async () => {
    for (let i = 0; i < 25; i++) await createOrder(db, { orderDate: new Date(Date.UTC(2026, 0, 1 + i)) });
    const first = await listOrdersForAdmin(db, { q: "" });
    await expectIndexed(() => listOrdersForAdmin(db, { q: "" }), "orders");
    await expectIndexed(() => listOrdersForAdmin(db, { q: "", after: first.pages.next! }), "orders");
    await expectIndexed(() => listOrdersForAdmin(db, { q: "", before: first.pages.next! }), "orders");
    await expectIndexed(() => listOrdersForAdmin(db, { q: "", last: true }), "orders");
    await expectIndexed(() => listOrdersForAdmin(db, { q: "", status: "pending", last: true }), "orders");
  });

  it("the tabs' counts: each read from an index, bounded by its tab and the period", async () => {
    // a month before the other tests' orders, so the period holds these alone
    const now = new Date(Date.UTC(2025, 5, 25, 12));
    for (let i = 0; i < 25; i++)
      await createOrder(db, {
        orderDate: new Date(Date.UTC(2025, 5, 1 + i, 9)),
        status: i % 3 ? "delivered" : "processing",
      });
    // vacuumed, as a shop's settled history is, so an index can answer a count without visiting the table
    await db.execute(sql`vacuum analyze orders`);
    /** The count statements the first page of the list sends, each with its plan. */
    const countPlans = async (query: Record<string, string>) => {
      statements.length = 0;
      const page = await listOrderTriage(db, OrderTriageQuerySchema.parse(query), now);
      const counts = statements.filter((s) => /count\(\*\)/i.test(s) && s.includes('"orders"'));
      return { page, plans: await Promise.all(counts.map((statement) => planOf(statement))) };
    };

    const month = await countPlans({ period: "30d" });
    // what the operator sees: every order of the period, its unfulfilled ones and today's
    expect(month.page.counts).toEqual({ all: 25, unfulfilled: 9, today: 1 });
    expect(month.plans).toHaveLength(3);
    for (const plan of month.plans) {
      expect(plan, plan).toMatch(/Index Cond/);
      expect(plan, plan).not.toMatch(/Seq Scan on orders\b/);
    }

    // every day: today's count is still bounded; all and unfulfilled are kept counts, no read of the orders
    const always = await countPlans({});
    const [everyOrder] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from orders`);
    expect(always.page.counts).toMatchObject({ all: everyOrder.count, today: 1 });
    expect(always.plans).toHaveLength(1);
    const [today] = always.plans;
    expect(today, today).toMatch(/Index Cond: \(\(order_date >=/);
    for (const plan of always.plans) expect(plan, plan).not.toMatch(/Seq Scan on orders\b|Filter/);
  });
});

describe("lookup keys are served by indexes", () => {
  it("orders by number, customer name or email", async () => {
    for (let i = 0; i < 30; i++) await createOrder(db, { email: `shopper${i}@example.com`, customerName: `Jo ${i}` });
    const [order] = (await listOrdersForAdmin(db, { q: "" })).orders;
    await expectIndexUsed(() => getOrderByNumber(db, order.orderNumber), "orders", "orders_order_number_key");
    const search = (q: string) => () => listOrdersForAdmin(db, { q });
    await expectIndexUsed(search("shopper1@"), "orders", "orders_email_trgm_idx");
    await expectIndexUsed(search("shopper1@"), "orders", "orders_customer_name_trgm_idx");
    // an email finds its orders
    expect((await search("shopper12@example")()).orders.map((o) => o.email)).toEqual(["shopper12@example.com"]);
    // a whole address, in any case, is looked up by its own index: its trigrams are on every order of the shop
    await expectIndexUsed(search("Shopper12@Example.com"), "orders", "orders_email_lower_idx");
    expect((await search("Shopper12@Example.com")()).orders.map((o) => o.email)).toEqual(["shopper12@example.com"]);
  });

  it("products and add-ons by name, reviews by customer name", async () => {
    for (let i = 0; i < 30; i++) {
      await createProduct(db, { name: `Pocket ${i}`, slug: `pocket-${i}` });
      await createAddon(db, { name: `Case ${i}`, slug: `case-${i}` });
      await createReview(db, { customerName: `Reviewer ${i}` });
    }
    // the search conditions the admin lists and the assistant send, each alone: only its own index can serve it
    await expectLookupIndexed("products", "name ilike '%ocket 1%'", "products_name_trgm_idx");
    await expectLookupIndexed("addons", "name ilike '%ase 1%'", "addons_name_trgm_idx");
    await expectLookupIndexed("reviews", "customer_name ilike '%viewer 1%'", "reviews_customer_name_trgm_idx");
    await expectLookupIndexed("products", "slug = 'pocket-1' and deleted_at is null", "products_slug_key");
    // and the lists send them
    expect((await listProductsForAdmin(db, { search: "ocket 12" })).products.map((p) => p.name)).toEqual(["Pocket 12"]);
    expect((await listAddonsForAdmin(db, { search: "ase 12" })).addons.map((a) => a.name)).toEqual(["Case 12"]);
    const reviews = (await listReviewsForAdmin(db, { search: "viewer 12" })).reviews;
    expect(reviews.map((r) => r.customerName)).toEqual(["Reviewer 12"]);
  });
});
