// Questions the assistant answers at once, on a real database through POST /api/admin/ai: nothing is
// proposed, the answer is in words with money in pounds, and its table links to the records.
import { describe, expect, it } from "vitest";

import { assistantTestDb } from "../support/assistant-api";
import { createOrder, createProduct, createReview, createSubscriber } from "../support/factories";

const { db, plan } = await assistantTestDb();
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** The one read a question ran, checked to have proposed nothing. */
async function answer(question: string) {
  const body = await plan(question);
  expect(body.toolCalls).toEqual([]);
  expect(body.reads).toHaveLength(1);
  expect(body.reads[0].success).toBe(true);
  return body.reads[0];
}

describe("questions answered at once", () => {
  it("stock left of an item, and every product's stock lowest first", async () => {
    const x55 = await createProduct(db, { name: "X55 Handheld", slug: "x55-handheld", stockQuantity: 7 });
    await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", stockQuantity: 0 });
    const one = await answer("how many x55 are left?");
    expect(one.toolName).toBe("get_stock");
    expect(one.message).toBe("X55 Handheld: 7 left (running low): Black 4, White 3.");
    expect(one.view?.rows[0][0]).toEqual({ text: "X55 Handheld", href: `/admin/dashboard/products/edit/${x55.id}` });
    const all = await answer("what's our stock like?");
    expect(all.view?.rows.map((r) => `${r[0].text}: ${r[1].text}`)).toEqual(["R36 Ultra: 0", "X55 Handheld: 7"]);
  });

  it("today's takings are net of refunds, in pounds; older orders do not count", async () => {
    await createOrder(db, { total: 7999, orderDate: new Date() });
    await createOrder(db, { total: 5000, refundedTotal: 1000, orderDate: new Date() });
    await createOrder(db, { total: 99999, orderDate: ago(24 * 9) });
    const read = await answer("what are today's takings?");
    expect(read.toolName).toBe("get_takings");
    expect(read.message).toBe("Takings today: £119.99 from 2 orders, after £10.00 refunded (£129.99 before refunds).");

    // cancelled, and its refund failed: taken, not kept, as the dashboard's Revenue counts it
    await createOrder(db, { total: 3000, status: "cancelled", orderDate: new Date() });
    const again = await answer("what are today's takings?");
    expect(again.message).toBe(
      "Takings today: £119.99 from 2 orders, after £10.00 refunded (£159.99 before refunds and cancellations).",
    );
  });

  it("orders not yet shipped, oldest first, and who ordered last", async () => {
    const older = await createOrder(db, { status: "processing", orderDate: ago(30), customerName: "Tom Baker" });
    await createOrder(db, { status: "shipped", trackingNumber: "JD1", orderDate: ago(20) });
    const newest = await createOrder(db, {
      status: "pending",
      orderDate: ago(1),
      customerName: "Priya Shah",
      total: 7999,
    });
    const unshipped = await answer("which orders haven't shipped yet?");
    expect(unshipped.message).toBe("Found 2 orders to ship.");
    expect(unshipped.view?.rows.map((r) => r[0].text)).toEqual([older.orderNumber, newest.orderNumber]);

    const last = await answer("who ordered last?");
    expect(last.toolName).toBe("get_latest_order");
    expect(last.message).toMatch(
      new RegExp(`^Priya Shah ordered last: ${newest.orderNumber} on .+, £79\\.99 \\(Pending\\)\\.$`),
    );
  });

  it("subscribers who joined this week", async () => {
    await createSubscriber(db, "new@example.com", { subscribedAt: new Date() });
    await createSubscriber(db, "old@example.com", { subscribedAt: ago(24 * 60) });
    const read = await answer("how many new subscribers this week?");
    expect(read.toolName).toBe("get_subscribers");
    expect(read.message).toBe("1 new subscriber this week.");
    expect(read.view?.rows.map((r) => r[0].text)).toEqual(["new@example.com"]);
  });

  it("reviews by rating, filtered by the reviews module", async () => {
    await createReview(db, { customerName: "Dave Price", rating: 1 });
    await createReview(db, { customerName: "Lucy Fairbairn", rating: 5 });
    const read = await answer("show 1 star reviews");
    expect(read.message).toBe("Found 1 review rated 1★.");
    expect(read.view?.rows.map((r) => r[0].text)).toEqual(["Dave Price"]);
  });

  it("best sellers this week count units from the orders", async () => {
    const x55 = await createProduct(db, { name: "X55 Handheld" });
    const line = { productId: x55.id, type: "product" as const, name: "X55 Handheld", image: "", variant: null };
    await createOrder(db, { items: [{ ...line, quantity: 3, price: 11999 }], orderDate: new Date() });
    const read = await answer("what sold best this week?");
    expect(read.message).toBe("X55 Handheld sold best this week (3 units).");
    expect(read.view?.rows[0].map((c) => c.text)).toEqual(["X55 Handheld", "3", "£359.97"]);
  });
});
