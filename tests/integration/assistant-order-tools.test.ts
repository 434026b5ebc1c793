// The assistant's order tools on a real database, through POST /api/admin/ai as the chat sends it: each
// card names the customer and the total and states the money in pounds; approval runs the order page's
// own cancelOrder / refundOrder / updateOrder; a cancellation or refund offers no Undo, and says why.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { orders } from "~/db/schema/orders";
import { undoActivity, withUndoState } from "~/modules/assistant/undo.server";

import { assistantTestDb, changeLines } from "../support/assistant-api";
import { placeOrder } from "../support/checkout";
import { createOrder, createProduct } from "../support/factories";

const { db, session, plan, approve } = await assistantTestDb();

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const entriesFor = (id: string) => db.select().from(activityLog).where(eq(activityLog.targetId, id));
const me = () => ({ id: session.admin.user.id, email: session.admin.user.email });

describe("cancel_order", () => {
  it("states the refund in pounds with the customer and total; approval cancels, refunds and restocks", async () => {
    const product = await createProduct(db, { name: "R36 Ultra", price: 7999, stockQuantity: 5 });
    const order = await placeOrder(db, product);
    const planned = await plan(`cancel order ${order.orderNumber}`);
    expect(planned.toolCalls).toEqual([{ name: "cancel_order", arguments: { orderNumber: order.orderNumber } }]);
    const [card] = planned.cards;
    expect(card.title).toBe(`Cancel order ${order.orderNumber} and refund ${money(order.total)}`);
    expect(card.notes).toEqual(
      expect.arrayContaining([`Customer: ${order.customerName}`, `Total: ${money(order.total)}`]),
    );
    expect(changeLines(card)).toEqual(["Status: Pending → Cancelled", `Refund: — → ${money(order.total)}`]);
    expect((await orderRow(order.id)).status).toBe("pending");

    const [result] = await approve(planned);
    expect(result).toMatchObject({
      success: true,
      message: `Order ${order.orderNumber} cancelled and ${money(order.total)} refunded.`,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", refundedTotal: order.total });

    // money went back: the entry offers no Undo, and says why
    const cancel = (await entriesFor(order.id)).find((e) => e.action === "order.cancel")!;
    expect(cancel.origin).toBe("assistant");
    const [shown] = await withUndoState(db, [cancel]);
    expect(shown).toMatchObject({
      canUndo: false,
      undoBlockedBy: "The payment was refunded to the customer, so a cancellation cannot be undone.",
    });
    await expect(undoActivity(db, cancel.id, me())).rejects.toThrow("a cancellation cannot be undone");
    // and "undo the last change" says so rather than undoing an older change
    const undo = await plan("undo the last change");
    expect(undo.toolCalls).toEqual([]);
    expect(undo.message).toMatch(/cannot be undone: The payment was refunded to the customer/);
  });

  it("a shipped order's card cannot be approved, and says to refund instead", async () => {
    const order = await createOrder(db, { status: "shipped", trackingNumber: "JD0001" });
    const planned = await plan(`cancel ${order.orderNumber}`);
    expect(planned.cards[0].problem).toBe("This order has shipped, so it cannot be cancelled. Refund it instead.");
  });
});

describe("refund_order", () => {
  it("an amount: the card says £10.00 and what is left; approval refunds it through the provider", async () => {
    const product = await createProduct(db, { name: "X55 Handheld", price: 11999 });
    const order = await placeOrder(db, product);
    const planned = await plan(`refund £10 on ${order.orderNumber}`);
    expect(planned.toolCalls).toEqual([
      { name: "refund_order", arguments: { orderNumber: order.orderNumber, amount: "10.00" } },
    ]);
    const [card] = planned.cards;
    expect(card.title).toBe(`Refund £10.00 on order ${order.orderNumber}`);
    expect(changeLines(card)).toEqual(["Refund: — → £10.00"]);
    expect(card.notes).toContain(`Left to refund after this: ${money(order.total - 1000)}`);
    const [result] = await approve(planned);
    expect(result).toMatchObject({ success: true, message: `£10.00 refunded on order ${order.orderNumber}.` });
    expect((await orderRow(order.id)).refundedTotal).toBe(1000);
  });

  it("more than was paid is asked about with the most that can go back; more than is left is refused", async () => {
    const order = await placeOrder(db, await createProduct(db, { price: 999 }));
    const asked = await plan(`refund £500 on ${order.orderNumber}`);
    expect(asked.cards).toEqual([]);
    expect(asked.message).toContain(`at most ${money(order.total)}`);

    await approve(await plan(`refund £5 on ${order.orderNumber}`));
    const planned = await plan(`refund £12 on ${order.orderNumber}`);
    expect(planned.cards[0].problem).toBe(`You can refund at most ${money(order.total - 500)} more on this order.`);
  });

  it("without an amount or 'in full': asks how much, and proposes nothing", async () => {
    const order = await placeOrder(db, await createProduct(db, { price: 2999 }));
    const planned = await plan(`refund ${order.orderNumber}`);
    expect(planned.cards).toEqual([]);
    expect(planned.message).toMatch(/should I refund: all of it, or an amount\?/);
  });

  it("in full: the rest of what was paid", async () => {
    const order = await placeOrder(db, await createProduct(db, { price: 2999 }));
    const planned = await plan(`refund ${order.orderNumber} in full`);
    expect(planned.cards[0].title).toBe(`Refund ${money(order.total)} on order ${order.orderNumber}`);
    await approve(planned);
    expect((await orderRow(order.id)).refundedTotal).toBe(order.total);
  });
});

describe("update_order", () => {
  it("marks a shipped order delivered, naming the customer and total; Undo puts it back to shipped", async () => {
    const order = await createOrder(db, { status: "shipped", trackingNumber: "JD0001", customerName: "Aisha Okafor" });
    const planned = await plan(`mark ${order.orderNumber} as delivered`);
    expect(planned.toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: order.orderNumber, status: "delivered" } },
    ]);
    const [card] = planned.cards;
    expect(card.title).toBe(`Mark order ${order.orderNumber} as delivered`);
    expect(card.notes).toEqual([`Customer: Aisha Okafor`, `Total: ${money(order.total)}`]);
    expect(changeLines(card)).toEqual(["Status: Shipped → Delivered"]);
    await approve(planned);
    expect((await orderRow(order.id)).status).toBe("delivered");

    const update = (await entriesFor(order.id)).find((e) => e.action === "order.update")!;
    // the customer was told it was delivered, so Undo first asks whether to email a correction
    await expect(undoActivity(db, update.id, me())).rejects.toThrow(/email them a correction/);
    expect((await orderRow(order.id)).status).toBe("delivered");
    await undoActivity(db, update.id, me(), { emailCorrection: false });
    expect((await orderRow(order.id)).status).toBe("shipped");
  });

  it("an order not yet shipped cannot be marked delivered: the card says so", async () => {
    const order = await createOrder(db, { status: "pending" });
    const planned = await plan(`mark ${order.orderNumber} as delivered`);
    expect(planned.cards[0].problem).toBe("Mark the order as shipped before marking it delivered.");
  });
});

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
