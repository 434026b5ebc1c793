import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products, type Product } from "~/db/schema/catalog";
import { emailOutbox } from "~/db/schema/email";
import { orderRefunds, orderReturns, orders, type Order } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { undoActivity, undoBlocked } from "~/modules/assistant/undo.server";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { invoicesOfOrder } from "~/modules/invoices/invoices.server";
import { startOwnReturn } from "~/modules/orders/customer-orders.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { cancelOrder, refundOrder } from "~/modules/orders/refunds.server";
import { processReturn } from "~/modules/orders/return-receipt.server";
import { returnReference } from "~/modules/orders/returns.schema";
import { cancelReturn, getReturnScreen, recordReturn } from "~/modules/orders/returns.server";
import { returnTermsText } from "~/modules/settings/returns-policy";

import { confirm, intentBody, orderTestDb, payWithCard, startPayment } from "../support/checkout";
import { createProduct } from "../support/factories";

// The return screen: a return recorded (by the shop or the customer) is emailed its instructions, received
// with a restock switch per line and an editable refund, or cancelled while no money moved; and the order
// page's Refund the rest and Cancel order's switches.

const { db, staff, deps, placeOrder } = await orderTestDb();

const emails = (orderId: string, template: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, template)));
const stockOf = async (id: string) =>
  (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
const policy = {
  guaranteeEnabled: true,
  guaranteeDays: 30,
  guaranteeReturnPostage: "customer" as const,
  guaranteeRefundDays: 10,
};
const brand = brandFromSettings(
  {
    siteName: "Retro Handhelds",
    siteLogoUrl: "",
    themeColors: {},
    trackingPageEnabled: true,
    traderAddress: "Unit 4, Canal Works\nLeeds LS1 4AB",
    ...policy,
  },
  "https://shop.example",
);

let placed = 0;
/** An order of one of each product, paid, then shipped. */
async function shippedOrder(...items: Product[]): Promise<Order> {
  const ctx = { clientIp: `10.9.${Math.floor(++placed / 250) % 250}.${placed % 250}` };
  const body = intentBody(items[0], 1, {
    items: items.map((p) => ({ productId: p.id, type: "product", variant: p.variantOptions[0] ?? null, quantity: 1 })),
  });
  const started = await startPayment(db, body, ctx);
  if (started.status !== 200) throw new Error(`payment intent refused: ${JSON.stringify(started.body)}`);
  const intent = started.body as unknown as { paymentIntentId: string; clientSecret: string };
  await payWithCard(db, intent, undefined, ctx);
  const confirmed = await confirm(db, intent.paymentIntentId, ctx);
  if (confirmed.status !== 200) throw new Error(`confirm refused: ${JSON.stringify(confirmed.body)}`);
  const order = (await getOrderByNumber(db, confirmed.body.orderNumber))!;
  await updateOrder(
    db,
    { id: order.id, status: "processing", trackingNumber: "JD014600004GB", notes: "", carrier: "royal_mail" },
    staff.actor,
  );
  return (await getOrderByNumber(db, order.orderNumber))!;
}

describe("recording a return", () => {
  it("emails the customer the returns address, the reference and the returns policy's terms", async () => {
    const order = await shippedOrder(await createProduct(db, { price: 4999, stockQuantity: 5 }));
    const ret = await recordReturn(db, { id: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" }, null);
    const [sent] = await emails(order.id, "order_return_instructions");
    expect(sent.to).toBe(order.email);
    const mail = renderEmail("order_return_instructions", sent.data as never, brand);
    const reference = returnReference(ret.id);
    expect(reference).toMatch(/^RET-[0-9A-F]{8}$/);
    expect(mail.subject).toBe(`How to return items from order ${order.orderNumber}`);
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain("Unit 4");
    expect(mail.text).toContain("Leeds LS1 4AB");
    expect(mail.text).toContain(`1 × ${order.items[0].name}`);
    // the terms are the returns policy's own words, so they follow its settings
    expect(mail.text).toContain(returnTermsText(policy));
    expect(mail.text).toContain("You pay the cost of sending it back.");
    expect(mail.text).toContain("within 10 days");
    expect(mail.html).toContain("https://shop.example/returns");
  });

  it("shows a customer's own return request on the return screen", async () => {
    const order = await shippedOrder(await createProduct(db, { price: 4999, stockQuantity: 5 }));
    await db.update(orders).set({ status: "delivered", deliveredAt: new Date() }).where(eq(orders.id, order.id));
    const ret = await startOwnReturn(db, order.email, order.orderNumber, {
      lines: [{ index: 0, quantity: 1 }],
      reason: "Too small",
    });
    const screen = await getReturnScreen(db, order.orderNumber, ret.id);
    expect(screen?.ret).toMatchObject({ status: "open", reason: "From the customer: Too small" });
    expect(screen?.left.amount).toBe(order.total);
    expect(await emails(order.id, "order_return_instructions")).toHaveLength(1);
  });
});

describe("receiving a return", () => {
  it("restocks switched lines only; refunds items plus postage less a deduction; issues a credit note", async () => {
    const pad = await createProduct(db, { price: 2999, stockQuantity: 5 });
    const console = await createProduct(db, { price: 4999, stockQuantity: 5 });
    const order = await shippedOrder(pad, console);
    const ret = await recordReturn(
      db,
      {
        id: order.id,
        lines: [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 1 },
        ],
        reason: "Not wanted",
      },
      staff.actor,
    );
    const input = {
      returnId: ret.id,
      lines: [
        { index: 0, quantity: 1, restock: "on" },
        { index: 1, quantity: 1 },
      ],
      returnPostage: "3.20",
      deduction: "5.00",
      deductionReason: "Scratched screen",
    };
    await expect(processReturn(db, deps(), { ...input, deductionReason: "" }, staff.actor)).rejects.toMatchObject({
      fieldErrors: { deductionReason: "Give the reason for the deduction" },
    });
    await expect(processReturn(db, deps(), { ...input, deduction: "90.00" }, staff.actor)).rejects.toThrow(
      "The deduction cannot be more than the items and postage.",
    );
    await expect(
      processReturn(db, deps(), { ...input, lines: [{ index: 0, quantity: 2, restock: "on" }] }, staff.actor),
    ).rejects.toThrow("At most 1 × ");

    const outcome = await processReturn(db, deps(), input, staff.actor);
    const amount = 2999 + 4999 + 320 - 500;
    expect(outcome.refund).toMatchObject({ ok: true, refund: { amount, returnPostage: 320, deduction: 500 } });
    expect(await stockOf(pad.id)).toBe(5);
    expect(await stockOf(console.id)).toBe(4); // the faulty unit stays off the shelf
    const [payment] = await db.select().from(testPayments).where(eq(testPayments.id, order.paymentId));
    expect(payment.amountRefunded).toBe(amount);

    const note = (await invoicesOfOrder(db, order.id)).find((d) => d.kind === "credit_note")!;
    expect(note.document.totals.gross).toBe(amount);
    expect(note.document.lines.map((l) => [l.description, l.gross])).toEqual([
      [`${pad.name}, ${pad.variantOptions[0]}`, 2999],
      [`${console.name}, ${console.variantOptions[0]}`, 4999],
      ["Return postage", 320],
      ["Deduction: Scratched screen", -500],
    ]);
    const [received] = await emails(order.id, "order_return_received");
    expect(renderEmail("order_return_received", received.data as never, brand).text).toContain("£78.18");
    const timeline = await listActivityForTarget(db, "order", order.id);
    expect(timeline.map((e) => e.summary).join("\n")).toContain(
      "1 back in stock; 1 kept out of stock; refunding £78.18; " +
        "with £3.20 return postage; less £5.00 (Scratched screen)",
    );

    // once: a second receipt changes nothing
    expect(await processReturn(db, deps(), input, staff.actor)).toMatchObject({ alreadyReceived: true });
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
  });

  it("never refunds more than is left of the payment", async () => {
    const order = await shippedOrder(await createProduct(db, { price: 4999, stockQuantity: 5 }));
    await refundOrder(db, deps(), { id: order.id, mode: "amount", amount: "10.00" }, staff.actor);
    const ret = await recordReturn(db, { id: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" }, null);
    await expect(
      processReturn(
        db,
        deps(),
        { returnId: ret.id, lines: [{ index: 0, quantity: 1 }], returnPostage: "5.00" },
        staff.actor,
      ),
    ).rejects.toThrow(/This refund comes to £54\.99, but only £44\.98 is left/);
  });
});

describe("cancelling and undoing a return", () => {
  it("cancels an open return with nothing refunded, and Activity undoes a recorded return", async () => {
    const product = await createProduct(db, { price: 4999, stockQuantity: 5 });
    const order = await shippedOrder(product);
    const first = await recordReturn(
      db,
      { id: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Oops" },
      staff.actor,
    );
    await cancelReturn(db, { returnId: first.id }, staff.actor);
    await expect(
      processReturn(db, deps(), { returnId: first.id, lines: [{ index: 0, quantity: 1 }] }, staff.actor),
    ).rejects.toThrow("This return was cancelled.");

    // the item may be returned again, and recording that is undone from Activity
    const second = await recordReturn(
      db,
      { id: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" },
      staff.actor,
    );
    const entries = await listActivityForTarget(db, "order", order.id);
    const recorded = entries.find(
      (e) => e.action === "order.return" && e.summary?.includes(returnReference(second.id)),
    )!;
    expect(await undoBlocked(db, recorded)).toBeNull();
    await undoActivity(db, recorded.id, staff.actor);
    const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, second.id));
    expect(row.status).toBe("cancelled");
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);

    // a received return moved money: it stands
    const third = await recordReturn(
      db,
      { id: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" },
      staff.actor,
    );
    await processReturn(db, deps(), { returnId: third.id, lines: [{ index: 0, quantity: 1 }] }, staff.actor);
    await expect(cancelReturn(db, { returnId: third.id }, staff.actor)).rejects.toThrow(/cannot be cancelled/);
    const received = (await listActivityForTarget(db, "order", order.id)).find(
      (e) => e.action === "order.return_received",
    )!;
    expect(await undoBlocked(db, received)).toMatch(/cannot be undone/);
  });
});

describe("Refund the rest and Cancel order's switches", () => {
  it("offers the rest after a goodwill refund, and refunds it with a restock in one step", async () => {
    const product = await createProduct(db, { price: 4999, stockQuantity: 5 });
    const order = await placeOrder(product);
    await refundOrder(db, deps(), { id: order.id, mode: "amount", amount: "10.00", reason: "Goodwill" }, staff.actor);
    await expect(
      refundOrder(db, deps(), { id: order.id, mode: "lines", lines: [{ index: 0, quantity: 1 }] }, staff.actor),
    ).rejects.toThrow(`use “Refund the rest” to refund £${((order.total - 1000) / 100).toFixed(2)}`);
    const rest = await refundOrder(db, deps(), { id: order.id, mode: "rest", restock: "on" }, staff.actor);
    expect(rest).toMatchObject({ ok: true, refund: { amount: order.total - 1000, restocked: true } });
    expect(await stockOf(product.id)).toBe(5);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedTotal).toBe(order.total);
    await expect(refundOrder(db, deps(), { id: order.id, mode: "rest" }, staff.actor)).rejects.toThrow(
      "This order has been refunded in full already.",
    );
  });

  it("refunds the rest without a restock when asked", async () => {
    const product = await createProduct(db, { price: 4999, stockQuantity: 5 });
    const order = await placeOrder(product);
    const rest = await refundOrder(db, deps(), { id: order.id, mode: "rest" }, staff.actor);
    expect(rest).toMatchObject({ ok: true, refund: { amount: order.total, restocked: false } });
    expect(await stockOf(product.id)).toBe(4);
  });

  it("cancels without the email and without the restock when both are switched off", async () => {
    const product = await createProduct(db, { price: 4999, stockQuantity: 5 });
    const order = await placeOrder(product);
    const { refund } = await cancelOrder(
      db,
      deps(),
      { id: order.id, reason: "", notify: "false", restock: "false" },
      staff.actor,
    );
    expect(refund).toMatchObject({ ok: true, refund: { amount: order.total, restocked: false } });
    expect(await stockOf(product.id)).toBe(4);
    expect(await emails(order.id, "order_cancelled")).toHaveLength(0);
    const timeline = await listActivityForTarget(db, "order", order.id);
    expect(timeline.map((e) => e.summary).join("\n")).toContain("items kept out of stock");

    const other = await placeOrder(product);
    await cancelOrder(db, deps(), { id: other.id, reason: "", notify: "true", restock: "true" }, staff.actor);
    expect(await stockOf(product.id)).toBe(4);
    expect(await emails(other.id, "order_cancelled")).toHaveLength(1);
  });
});
