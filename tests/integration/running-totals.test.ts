// The running totals the storefront and the customers list read (units sold per item per day, review totals per
// product and for the shop, the customers table) are kept by triggers in the transaction of each change. After any
// sequence of orders, cancellations, refunds, erasures, reviews, moderation and sign-ups they must equal what a
// recomputation from the source rows gives; so must the mailing list's kept count.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { queryRows, type Db } from "~/db/client.server";
import { reviews } from "~/db/schema/reviews";
import { emailSubscribers } from "~/db/schema/subscribers";

import { createOrder, createReview, createSubscriber } from "../support/factories";
import { changeNthOrder, drawnLines, holdsAfterAnyChanges, nth } from "../support/random-changes";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const EMAILS = ["ann@example.com", "Ann@Example.com", "bob@example.com", "cat@example.com"];

type Command =
  | { kind: "order"; product: number; quantity: number; second: number | null; email: number; daysAgo: number }
  | { kind: "cancel"; pick: number }
  | { kind: "uncancel"; pick: number }
  | { kind: "refund"; pick: number; share: number }
  | { kind: "erase"; pick: number }
  | { kind: "review"; product: number | null; rating: number; verified: boolean }
  | { kind: "hide" | "publish" | "softDelete" | "restore" | "remove" | "rerate"; pick: number; rating: number }
  | { kind: "subscribe"; email: number; active: boolean }
  | { kind: "unsubscribe" | "forget"; email: number };

const pick = fc.nat({ max: 1000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant("order" as const),
    product: fc.nat({ max: 2 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    second: fc.option(fc.nat({ max: 2 })),
    email: fc.nat({ max: EMAILS.length - 1 }),
    daysAgo: fc.nat({ max: 40 }),
  }),
  fc.record({ kind: fc.constant("cancel" as const), pick }),
  fc.record({ kind: fc.constant("uncancel" as const), pick }),
  fc.record({ kind: fc.constant("refund" as const), pick, share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant("erase" as const), pick }),
  fc.record({
    kind: fc.constant("review" as const),
    product: fc.option(fc.nat({ max: 2 })),
    rating: fc.integer({ min: 1, max: 5 }),
    verified: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom("hide" as const, "publish" as const, "softDelete" as const, "restore" as const),
    pick,
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constantFrom("remove" as const, "rerate" as const),
    pick,
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constant("subscribe" as const),
    email: fc.nat({ max: EMAILS.length - 1 }),
    active: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom("unsubscribe" as const, "forget" as const),
    email: fc.nat({ max: EMAILS.length - 1 }),
  }),
);

async function apply(db: Db, productIds: string[], c: Command) {
  const aReview = (index: number) => nth(db.select().from(reviews).orderBy(reviews.id), index);
  switch (c.kind) {
    case "order": {
      const items = drawnLines(productIds, c);
      const at = new Date(Date.now() - c.daysAgo * 86_400_000);
      await createOrder(db, { items, email: EMAILS[c.email], orderDate: at, customerName: `Buyer ${c.daysAgo}` });
      return;
    }
    case "cancel":
    case "uncancel":
    case "erase":
      return changeNthOrder(db, c.pick, c.kind);
    case "refund":
      return changeNthOrder(db, c.pick, { refundShare: c.share });
    case "review":
      await createReview(db, {
        productId: c.product === null ? null : productIds[c.product],
        rating: c.rating,
        verifiedPurchase: c.verified,
      });
      return;
    case "subscribe":
      await createSubscriber(db, `${c.active ? "" : "x"}${EMAILS[c.email]}`, { isActive: c.active }).catch(() => {});
      return;
    case "unsubscribe":
      await db
        .update(emailSubscribers)
        .set({ isActive: false })
        .where(sql`lower(${emailSubscribers.email}) = lower(${EMAILS[c.email]})`);
      return;
    case "forget":
      await db.delete(emailSubscribers).where(sql`lower(${emailSubscribers.email}) = lower(${EMAILS[c.email]})`);
      return;
    default: {
      const review = await aReview(c.pick);
      if (!review) return;
      const where = eq(reviews.id, review.id);
      if (c.kind === "hide") await db.update(reviews).set({ status: "hidden" }).where(where);
      if (c.kind === "publish") await db.update(reviews).set({ status: "published" }).where(where);
      if (c.kind === "softDelete") await db.update(reviews).set({ deletedAt: new Date() }).where(where);
      if (c.kind === "restore") await db.update(reviews).set({ deletedAt: null }).where(where);
      if (c.kind === "rerate") await db.update(reviews).set({ rating: c.rating }).where(where);
      if (c.kind === "remove") await db.delete(reviews).where(where);
    }
  }
}

const sales = (db: Db) =>
  Promise.all([
    queryRows<{ item: string; day: string; units: number }>(
      db,
      sql`select item_id::text as item, day::text as day, units from item_daily_sales where units <> 0
        order by 1, 2`,
    ),
    queryRows<{ item: string; day: string; units: number }>(
      db,
      sql`select i->>'productId' as item, ((o.order_date at time zone 'UTC')::date)::text as day,
          sum((i->>'quantity')::int)::int as units
        from orders o cross join lateral jsonb_array_elements(o.items) i
        where o.status <> 'cancelled' group by 1, 2 order by 1, 2`,
    ),
  ]);

const ratings = (db: Db) =>
  Promise.all([
    queryRows(
      db,
      sql`select scope, count, rating_sum, verified, stars1, stars2, stars3, stars4, stars5 from review_totals
        where count <> 0 order by scope`,
    ),
    queryRows(
      db,
      sql`select s as scope, count(*)::int as count, sum(rating)::int as rating_sum,
          count(*) filter (where verified_purchase)::int as verified,
          count(*) filter (where rating = 1)::int as stars1, count(*) filter (where rating = 2)::int as stars2,
          count(*) filter (where rating = 3)::int as stars3, count(*) filter (where rating = 4)::int as stars4,
          count(*) filter (where rating = 5)::int as stars5
        from reviews r cross join lateral unnest(array['shop', r.product_id::text]) s
        where r.status = 'published' and r.deleted_at is null and r.source <> 'sample' and s is not null
        group by s order by s`,
    ),
  ]);

const customerRows = (db: Db) =>
  Promise.all([
    queryRows(
      db,
      sql`select email, name, order_count, spend, to_json(last_order_at)::text as last_order_at, subscribed
        from customers order by email`,
    ),
    queryRows(
      db,
      sql`select coalesce(o.email, s.email) as email, o.name, coalesce(o.n, 0) as order_count,
          coalesce(o.spend, 0) as spend, to_json(o.last_at)::text as last_order_at, s.active as subscribed
        from (select lower(email) as email, count(*)::int as n, sum(total - refunded_total)::int as spend,
            max(order_date) as last_at, (array_agg(customer_name order by order_date desc, id desc))[1] as name
          from orders group by 1) o
        full join (select lower(email) as email, bool_or(is_active) as active from email_subscribers group by 1) s
          on s.email = o.email
        order by 1`,
    ),
  ]);

const subscriberCount = (db: Db) =>
  Promise.all([
    queryRows(db, sql`select coalesce(sum(n), 0)::int as n from subscriber_count_parts`),
    queryRows(db, sql`select count(*)::int as n from email_subscribers`),
  ]);

// each order's payment state as paymentStateOf (orders.schema.ts) works it out
const orderStates = (db: Db) =>
  Promise.all([
    queryRows(
      db,
      sql`select status::text, payment, sum(n)::int as n from order_state_count_parts
        group by 1, 2 having sum(n) <> 0 order by 1, 2`,
    ),
    queryRows(
      db,
      sql`select status::text, case when refunded_total <= 0 then 'paid' when refunded_total >= total then 'refunded'
          else 'partially_refunded' end as payment, count(*)::int as n
        from orders group by 1, 2 order by 1, 2`,
    ),
  ]);

describe("running totals", () => {
  it("equal a recomputation from orders, reviews and subscribers after any sequence of changes", async () => {
    await holdsAfterAnyChanges(db, {
      change: command,
      most: 25,
      apply,
      check: async () => {
        const [
          [keptSales, countedSales],
          [keptRatings, countedRatings],
          [keptCustomers, countedCustomers],
          [keptStates, countedStates],
          [keptSubscribers, countedSubscribers],
        ] = await Promise.all([sales(db), ratings(db), customerRows(db), orderStates(db), subscriberCount(db)]);
        expect(keptSales).toEqual(countedSales);
        expect(keptRatings).toEqual(countedRatings);
        expect(keptCustomers).toEqual(countedCustomers);
        expect(keptStates).toEqual(countedStates);
        expect(keptSubscribers).toEqual(countedSubscribers);
      },
    });
  });
});
