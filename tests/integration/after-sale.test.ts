import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { emailOutbox } from "~/db/schema/email";
import { orderRefunds, orders } from "~/db/schema/orders";
import { testPayments, testRefunds } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import { onStoreChanged } from "~/lib/store-events.server";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { listOrdersForAdmin, updateOrder } from "~/modules/orders/order-admin.server";
import { getDashboardStats } from "~/modules/orders/order-reports.server";
import { OrderListQuerySchema, UpdateOrderSchema, type RefundOrderForm } from "~/modules/orders/orders.schema";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { cancelOrder, refundOrder, resumeStalledRefunds, STALLED_REFUND_MS } from "~/modules/orders/refunds.server";
import { getDailyRevenue } from "~/modules/orders/sales-days.server";
import { createTestProvider } from "~/modules/payments/test-provider.server";

import { orderTestDb } from "../support/checkout";
import { countRows } from "../support/count-rows";
import { createProduct } from "../support/factories";

// Cancel and refund on the built-in test provider, through a real checkout (so stock was really taken).

const { db, staff, logger, deps, placeOrder } = await orderTestDb();

const stockOf = async (id: string) =>
  (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
/** How many emails of this template were queued for the order. */
const emailsOf = (orderId: string, template: string) =>
  countRows(db, emailOutbox, and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, template)));
const actions = async (orderId: string) => (await listActivityForTarget(db, "order", orderId)).map((e) => e.action);
const refund = (input: RefundOrderForm) => refundOrder(db, deps(), input, staff.actor);

describe("cancel", () => {
  it("returns the stock, refunds in full via the provider, emails the customer, shows it on the timeline", async () => {
    const product = await createProduct(db, { price: 2999, stockQuantity: 10, variantOptions: ["Black"] });
    const order = await placeOrder(product, 2);
    expect(await stockOf(product.id)).toBe(8);

    const changes: string[] = [];
    const unsubscribe = onStoreChanged((change) => void changes.push(change.scope));
    const result = await cancelOrder(db, deps(), { id: order.id, reason: "Customer asked" }, staff.actor).finally(
      unsubscribe,
    );
    expect(result.alreadyCancelled).toBe(false);
    expect(changes).toContain("stock"); // cached product pages are dropped before the operator sees "cancelled"
    expect(result.refund).toMatchObject({ ok: true, refund: { amount: order.total, status: "succeeded" } });
    expect(await stockOf(product.id)).toBe(10);
    const [payment] = await db.select().from(testPayments).where(eq(testPayments.id, order.paymentId));
    expect(payment).toMatchObject({ status: "refunded", amountRefunded: order.total });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "cancelled", refundedTotal: order.total });
    expect(await emailsOf(order.id, "order_cancelled")).toBe(1);
    expect(await actions(order.id)).toEqual([
      "order.place",
      "order.pay",
      "order.email_queued",
      "order.cancel",
      "order.email_queued",
      "order.refund_succeeded",
    ]);
    const [cancelEntry] = (await listActivityForTarget(db, "order", order.id)).filter(
      (e) => e.action === "order.cancel",
    );
    expect(cancelEntry).toMatchObject({
      actorEmail: staff.actor.email,
      origin: "page",
      changes: { status: { before: "pending", after: "cancelled" } },
    });

    // a second cancel changes nothing and refunds nothing
    const again = await cancelOrder(db, deps(), { id: order.id, reason: "" }, staff.actor);
    expect(again).toMatchObject({ alreadyCancelled: true, refund: null });
    expect(await countRows(db, testRefunds)).toBe(1);
    expect(await stockOf(product.id)).toBe(10);
  });

  it("refunds once and returns the stock once when two cancels race", async () => {
    const product = await createProduct(db, { stockQuantity: 5 });
    const order = await placeOrder(product, 3);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => cancelOrder(db, deps(), { id: order.id, reason: "" }, staff.actor)),
    );
    expect(results.filter((r) => !r.alreadyCancelled)).toHaveLength(1);
    expect(await countRows(db, testRefunds)).toBe(1);
    expect(await countRows(db, orderRefunds)).toBe(1);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("refuses to cancel a shipped order (it is refunded instead)", async () => {
    const product = await createProduct(db, { stockQuantity: 5 });
    const order = await placeOrder(product);
    await updateOrder(
      db,
      UpdateOrderSchema.parse({ id: order.id, status: "processing", trackingNumber: "RM1234GB", notes: "" }),
      staff.actor,
    );
    await expect(cancelOrder(db, deps(), { id: order.id, reason: "" }, staff.actor)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/has shipped/),
    });
    expect(await stockOf(product.id)).toBe(4);
    expect(await countRows(db, testRefunds)).toBe(0);
  });

  it("is not a status the order dialog or assistant can set", async () => {
    const order = await placeOrder(await createProduct(db));
    await expect(
      updateOrder(
        db,
        UpdateOrderSchema.parse({ id: order.id, status: "cancelled", trackingNumber: "", notes: "" }),
        staff.actor,
      ),
    ).rejects.toBeInstanceOf(DomainError);
    expect((await getOrderByNumber(db, order.orderNumber))!.status).toBe("pending");
  });
});

describe("refunds", () => {
  it("never gives back more than was paid, across partial refunds", async () => {
    const product = await createProduct(db, { price: 3000, stockQuantity: 5 });
    const order = await placeOrder(product); // £30.00 + £4.99 delivery
    expect(order.total).toBe(3499);
    await expect(refund({ id: order.id, mode: "amount", amount: "35.00" })).rejects.toMatchObject({
      message: "You can refund at most £34.99 more on this order.",
    });
    expect(await refund({ id: order.id, mode: "amount", amount: "20" })).toMatchObject({
      ok: true,
      refund: { amount: 2000 },
    });
    await expect(refund({ id: order.id, mode: "amount", amount: "15.00" })).rejects.toMatchObject({
      message: "You can refund at most £14.99 more on this order.",
    });
    expect(await refund({ id: order.id, mode: "amount", amount: "£14.99" })).toMatchObject({ ok: true });
    await expect(refund({ id: order.id, mode: "amount", amount: "0.01" })).rejects.toMatchObject({
      message: "This order has been refunded in full already.",
    });
    const [payment] = await db.select().from(testPayments).where(eq(testPayments.id, order.paymentId));
    expect(payment).toMatchObject({ amountRefunded: 3499, status: "refunded" });
    expect((await getOrderByNumber(db, order.orderNumber))!.refundedTotal).toBe(3499);
  });

  it("checks its own input, whoever calls it: a refused refund or cancel writes nothing", async () => {
    const order = await placeOrder(await createProduct(db, { price: 3000, stockQuantity: 5 }));
    await expect(refund({ id: order.id, mode: "amount", amount: "twelve" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "Enter an amount in pounds, e.g. 12.50",
    });
    await expect(cancelOrder(db, deps(), { id: order.id, reason: "x".repeat(501) }, staff.actor)).rejects.toMatchObject(
      {
        code: "invalid_input",
        message: "Reason must be at most 500 characters",
      },
    );
    expect(await countRows(db, orderRefunds)).toBe(0);
    expect((await getOrderByNumber(db, order.orderNumber))!.status).not.toBe("cancelled");
  });

  it("lets only one of two refunds that together pass the total through when they race", async () => {
    const order = await placeOrder(await createProduct(db, { price: 6000, stockQuantity: 5 }));
    const results = await Promise.allSettled([
      refund({ id: order.id, mode: "amount", amount: "40" }),
      refund({ id: order.id, mode: "amount", amount: "40" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, order.paymentId)))[0].amountRefunded).toBe(
      4000,
    );
  });

  it("refunds lines by quantity at their price, returns them to stock when asked, and caps each line", async () => {
    const product = await createProduct(db, { price: 2500, stockQuantity: 10 });
    const order = await placeOrder(product, 3);
    expect(await stockOf(product.id)).toBe(7);
    const first = await refund({
      id: order.id,
      mode: "lines",
      lines: [{ index: 0, quantity: 2 }],
      restock: "on",
      reason: "Returned",
    });
    expect(first).toMatchObject({
      ok: true,
      refund: { amount: 5000, restocked: true, lines: [{ index: 0, quantity: 2 }] },
    });
    expect(await stockOf(product.id)).toBe(9);
    await expect(refund({ id: order.id, mode: "lines", lines: [{ index: 0, quantity: 2 }] })).rejects.toMatchObject({
      message: expect.stringMatching(/at most 1 ×/),
    });
    await refund({ id: order.id, mode: "lines", lines: [{ index: 0, quantity: 1 }] }); // no restock: damaged
    expect(await stockOf(product.id)).toBe(9);
    expect(await emailsOf(order.id, "order_refunded")).toBe(2);
    // each refund email says what the shopper has still paid after it
    const refundEmails = await db
      .select({ data: emailOutbox.data })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, order.id), eq(emailOutbox.template, "order_refunded")))
      .orderBy(emailOutbox.createdAt, emailOutbox.id);
    expect(refundEmails.map((e) => (e.data as { remaining: number }).remaining)).toEqual([
      order.total - 5000,
      order.total - 7500,
    ]);
  });

  it("makes the dashboard count paid minus refunded, without cancelled; the list filters cancelled", async () => {
    const product = await createProduct(db, { price: 6000, stockQuantity: 10 });
    const kept = await placeOrder(product);
    const cancelled = await placeOrder(product);
    await refund({ id: kept.id, mode: "amount", amount: "10.00" });
    await cancelOrder(db, deps(), { id: cancelled.id, reason: "" }, staff.actor);
    const stats = await getDashboardStats(db);
    expect(stats.totalRevenue).toBe(6000 - 1000);
    const today = (await getDailyRevenue(db, 1))[0];
    expect(today).toMatchObject({ revenue: 5000, orders: 1 });
    const list = await listOrdersForAdmin(db, OrderListQuerySchema.parse({ status: "cancelled" }));
    expect(list.orders.map((o) => o.orderNumber)).toEqual([cancelled.orderNumber]);
  });
});

describe("a refund a crash left pending", () => {
  // A provider that takes the refund (or not) and then never answers: the process "dies" waiting.
  const stallingDeps = (takeTheMoney: boolean) => {
    const real = createTestProvider(db);
    const provider = {
      ...real,
      createRefund: async (...args: Parameters<typeof real.createRefund>) => {
        if (takeTheMoney) await real.createRefund(...args);
        return new Promise<never>(() => {});
      },
    };
    return { provider, logger };
  };
  const later = () => new Date(Date.now() + STALLED_REFUND_MS + 1000);

  it.each([
    ["after the provider refunded", true],
    ["before the provider was asked", false],
  ])("is finished at the next start, %s: the money moves once and the order records it", async (_when, taken) => {
    const order = await placeOrder(await createProduct(db, { price: 3000, stockQuantity: 5 }));
    void refundOrder(db, stallingDeps(taken), { id: order.id, mode: "amount", amount: "10" }, staff.actor);
    await expect.poll(async () => countRows(db, orderRefunds, eq(orderRefunds.status, "pending"))).toBe(1);
    expect(await resumeStalledRefunds(db, deps())).toEqual({ resumed: 0, succeeded: 0, failed: 0 }); // not stalled yet
    expect(await resumeStalledRefunds(db, deps(), { now: later() })).toEqual({ resumed: 1, succeeded: 1, failed: 0 });
    expect(await resumeStalledRefunds(db, deps(), { now: later() })).toMatchObject({ resumed: 0 });
    expect((await db.select().from(testPayments).where(eq(testPayments.id, order.paymentId)))[0].amountRefunded).toBe(
      1000,
    );
    expect(await countRows(db, testRefunds)).toBe(1);
    expect((await getOrderByNumber(db, order.orderNumber))!.refundedTotal).toBe(1000);
    expect(await actions(order.id)).toContain("order.refund_succeeded");
    expect(await countRows(db, emailOutbox, eq(emailOutbox.template, "order_refunded"))).toBe(1);
  });
});

describe("shipping email", () => {
  const shippedEmails = (orderId: string) => emailsOf(orderId, "order_shipped");

  it("is queued once per tracking number, whichever way the order becomes shipped", async () => {
    const order = await placeOrder(await createProduct(db));
    const update = (fields: Record<string, string>) =>
      updateOrder(
        db,
        UpdateOrderSchema.parse({ id: order.id, status: "pending", trackingNumber: "", notes: "", ...fields }),
        staff.actor,
      );
    await update({ status: "shipped" }); // shipped without a number: nothing to send yet
    expect(await shippedEmails(order.id)).toBe(0);
    await update({ status: "shipped", trackingNumber: "rm 1234 gb" });
    expect(await shippedEmails(order.id)).toBe(1);
    await update({ status: "shipped", trackingNumber: "RM1234GB", notes: "Left at 4pm" });
    await update({ status: "processing", trackingNumber: "RM1234GB", notes: "Left at 4pm" });
    await update({ status: "shipped", trackingNumber: "RM1234GB", notes: "Left at 4pm" });
    expect(await shippedEmails(order.id)).toBe(1);
    await update({ status: "shipped", trackingNumber: "RM9999GB", notes: "Left at 4pm" }); // a new parcel
    expect(await shippedEmails(order.id)).toBe(2);
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "order_shipped")).limit(1);
    expect(email).toMatchObject({
      to: "jamie@example.com",
      status: "pending",
      data: { orderNumber: order.orderNumber, trackingNumber: "RM1234GB" },
    });
    const timeline = await listActivityForTarget(db, "order", order.id);
    expect(timeline.filter((e) => e.action === "order.update").map((e) => e.summary)).toEqual([
      "Status Pending → Shipped",
      "Tracking number RM1234GB added",
      "Notes edited",
      "Status Shipped → Processing",
      "Status Processing → Shipped",
      "Tracking number RM9999GB added",
    ]);
  });
});
