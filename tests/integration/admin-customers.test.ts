import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { DomainError } from "~/lib/errors";
import { CUSTOMER_SEARCH_COUNT_LIMIT, getCustomer, listCustomers } from "~/modules/customers/customers.server";
import { loader as customerLoader } from "~/routes/admin/customer";
import { loader as customersLoader } from "~/routes/admin/customers";

import { createAdminSession, createOrder, createSubscriber, ORDER_ADDRESS } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

async function arrangeCustomers() {
  await resetDb(db);
  // two orders by one address typed two ways: the later order's name is the customer's name
  await createOrder(db, {
    email: "Ada@Example.com",
    customerName: "Ada Byron",
    total: 5000,
    orderDate: new Date("2026-03-01T10:00:00Z"),
  });
  await createOrder(db, {
    email: "ada@example.com",
    customerName: "Ada Lovelace",
    total: 3000,
    refundedTotal: 1200,
    orderDate: new Date("2026-04-01T10:00:00Z"),
    shippingAddress: { ...ORDER_ADDRESS, streetAddress: "12 St James's Square", city: "London", postcode: "SW1Y 4JH" },
  });
  await createOrder(db, {
    email: "grace@example.com",
    customerName: "Grace Hopper",
    total: 2000,
    orderDate: new Date("2026-02-01T10:00:00Z"),
  });
  await createSubscriber(db, "ada@example.com");
  await createSubscriber(db, "Only.Newsletter@example.com", { isActive: false });
}

describe("customers", () => {
  it("derives customers by lower-cased email from orders and subscriptions, spend net of refunds", async () => {
    await arrangeCustomers();
    const { customers, total } = await listCustomers(db);
    expect(total).toBe(3);
    expect(customers).toEqual([
      {
        email: "ada@example.com",
        name: "Ada Lovelace",
        orderCount: 2,
        spend: 5000 + 3000 - 1200,
        lastOrderAt: new Date("2026-04-01T10:00:00Z"),
        newsletter: "subscribed",
      },
      {
        email: "grace@example.com",
        name: "Grace Hopper",
        orderCount: 1,
        spend: 2000,
        lastOrderAt: new Date("2026-02-01T10:00:00Z"),
        newsletter: "none",
      },
      {
        email: "only.newsletter@example.com",
        name: null,
        orderCount: 0,
        spend: 0,
        lastOrderAt: null,
        newsletter: "unsubscribed",
      },
    ]);
  });

  it("finds customers by any part of the name or the email address", async () => {
    await arrangeCustomers();
    const emails = async (search: string) => (await listCustomers(db, { search })).customers.map((c) => c.email);
    expect(await emails("LOVELACE")).toEqual(["ada@example.com"]);
    expect(await emails("newsletter@")).toEqual(["only.newsletter@example.com"]);
    expect(await emails("hopper")).toEqual(["grace@example.com"]);
    // the name of an earlier order is not the customer's name
    expect(await emails("Byron")).toEqual([]);
    expect(await emails("%")).toEqual([]);
  });

  it("pages on the server, counting every customer once", async () => {
    await resetDb(db);
    for (let i = 0; i < 23; i++)
      await createOrder(db, {
        email: `buyer${String(i).padStart(2, "0")}@example.com`,
        orderDate: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    await createSubscriber(db, "buyer00@example.com");
    const first = await listCustomers(db);
    expect(first.total).toBe(23);
    expect(first.customers).toHaveLength(20);
    expect(first.customers[0].email).toBe("buyer22@example.com");
    expect(first.pages).toMatchObject({ previous: null, hasFirst: false, hasLast: true });
    // keyset pages: next after the first page's last row, the last page, and back again
    const second = await listCustomers(db, { after: first.pages.next! });
    const tail = ["buyer02@example.com", "buyer01@example.com", "buyer00@example.com"];
    expect(second.customers.map((c) => c.email)).toEqual(tail);
    expect(second.pages).toMatchObject({ next: null, hasLast: false, hasFirst: true });
    // the last page is the oldest twenty, read from the end of the index
    const last = await listCustomers(db, { last: "1" });
    expect(last.customers).toHaveLength(20);
    expect(last.customers.slice(-3).map((c) => c.email)).toEqual(tail);
    expect(last.pages).toMatchObject({ next: null, hasFirst: true });
    const back = await listCustomers(db, { before: second.pages.previous! });
    expect(back.customers.map((c) => c.email)).toEqual(first.customers.map((c) => c.email));
    // a tampered cursor is the first page, not an error
    expect((await listCustomers(db, { after: "not-a-cursor" })).customers[0].email).toBe("buyer22@example.com");
  });

  it("counts every customer from the kept parts, equal to a recount after orders, sign-ups and deletions", async () => {
    await arrangeCustomers();
    const recount = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from customers`))[0].n;
    expect((await listCustomers(db)).total).toBe(3);
    // one address at a time, past the point where the parts are folded into one
    for (let i = 0; i < 60; i++) await createOrder(db, { email: `buyer${i}@example.com` });
    for (let i = 0; i < 5; i++) await createSubscriber(db, `reader${i}@example.com`);
    // many in one statement, and orders of a known address add no one
    await createOrder(db, { email: "GRACE@example.com" });
    await db.execute(sql`delete from orders where email like 'buyer1%'`);
    expect(await recount()).toBe(3 + 60 + 5 - 11);
    expect((await listCustomers(db)).total).toBe(await recount());
    const [{ parts }] = await queryRows<{ parts: number }>(
      db,
      sql`select count(*)::int as parts from customer_count_parts`,
    );
    expect(parts).toBeLessThanOrEqual(51);
    // a search still counts what it finds
    expect((await listCustomers(db, { search: "buyer59" })).total).toBe(1);
  });

  it("a search matching more customers than it counts says more than, and still lists them newest first", async () => {
    await resetDb(db);
    // a common name: more customers match than a search counts
    const many = CUSTOMER_SEARCH_COUNT_LIMIT + 5;
    await db.execute(sql`insert into customers (email, name, order_count, spend, last_order_at)
      select 'jo' || i || '@example.com', 'Jo Smith', 1, 1000, timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${many}) i`);
    await createOrder(db, { email: "sam@example.com", customerName: "Sam Smithson" });
    const found = await listCustomers(db, { search: "smith" });
    expect(found).toMatchObject({ total: CUSTOMER_SEARCH_COUNT_LIMIT, moreThanTotal: true });
    expect(found.customers.map((c) => c.email).slice(0, 2)).toEqual(["sam@example.com", `jo${many}@example.com`]);
    expect(await listCustomers(db, { search: "smithson" })).toMatchObject({ total: 1, moreThanTotal: false });
    expect(await listCustomers(db)).toMatchObject({ total: many + 1, moreThanTotal: false });
    const { cookie } = await createAdminSession(db);
    const request = new Request("http://localhost/admin/dashboard/customers?search=smith", { headers: { cookie } });
    expect(await customersLoader(routeArgs(db, request))).toMatchObject({ moreThanTotal: true });
  });

  it("shows one customer's orders with totals and refunds", async () => {
    await arrangeCustomers();
    const customer = await getCustomer(db, "ADA@example.com");
    expect(customer).toMatchObject({
      email: "ada@example.com",
      name: "Ada Lovelace",
      newsletter: "subscribed",
      totals: { orderCount: 2, paid: 8000, refunded: 1200, spend: 6800 },
    });
    expect(customer.orders.map((o) => [o.customerName, o.total, o.refundedTotal])).toEqual([
      ["Ada Lovelace", 3000, 1200],
      ["Ada Byron", 5000, 0],
    ]);
    // where the latest order went, for the record to show while it keeps no address of its own
    expect(customer.latestAddress).toMatchObject({ streetAddress: "12 St James's Square", city: "London" });
    const subscriberOnly = await getCustomer(db, "only.newsletter@example.com");
    expect(subscriberOnly).toMatchObject({
      name: null,
      orders: [],
      newsletter: "unsubscribed",
      latestAddress: null,
    });
    await expect(getCustomer(db, "nobody@example.com")).rejects.toThrow(DomainError);
  });

  it("serves the pages to staff, with a 404 for an unknown customer", async () => {
    await arrangeCustomers();
    const { cookie } = await createAdminSession(db);
    const get = (path: string) =>
      new Request(`http://localhost/admin/dashboard/customers${path}`, { headers: { Cookie: cookie } });
    const list = await customersLoader(routeArgs(db, get("?search=grace")));
    expect(list.customers.map((c) => c.email)).toEqual(["grace@example.com"]);
    const page = await customerLoader(routeArgs(db, get("/grace%40example.com"), { email: "grace@example.com" }));
    expect(page.orders).toHaveLength(1);
    const unknown = await customerLoader(
      routeArgs(db, get("/nobody%40example.com"), { email: "nobody@example.com" }),
    ).catch((err: unknown) => err);
    expect(unknown).toBeInstanceOf(Response);
    expect((unknown as Response).status).toBe(404);
  });

  it("is refused to Fulfilment, whose role is orders only", async () => {
    await arrangeCustomers();
    const { cookie } = await createAdminSession(db, undefined, "fulfilment");
    const refused = await customersLoader(
      routeArgs(db, new Request("http://localhost/admin/dashboard/customers", { headers: { Cookie: cookie } })),
    ).catch((err: unknown) => err);
    expect((refused as Response).status).toBe(403);
  });
});
