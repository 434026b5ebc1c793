// Undo says what it undoes and asks about the customer wherever they were told: undoing "Delivered" after the
// delivery email names the order and its customer, asks whether to email a correction (in the chat, on its card,
// under the chat's result and in Activity) and sends one that says the parcel is still on its way. Undo is offered
// only on entries the person's role may undo: a Manager is not offered the Owner's payment-settings change.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { undoActivity, withUndoState } from "~/modules/assistant/undo.server";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";
import * as activityPage from "~/routes/admin/activity";

import { assistantTestDb } from "../support/assistant-api";
import { createAdminSession, createOrder } from "../support/factories";
import { refusal } from "../support/refusal";
import { routeArgs } from "../support/route-context";

const { db, session, plan, approve, post } = await assistantTestDb();
const emailsOf = (orderId: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(asc(emailOutbox.createdAt));
const statusOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0].status;

/** An order on its way, with its shipping email, that the assistant then marks delivered. */
async function deliveredByAssistant(customerName = "Priya Shah") {
  const order = await createOrder(db, { status: "pending", trackingNumber: null, customerName });
  await approve(await plan(`mark order ${order.orderNumber} as shipped with tracking JD0001234`));
  const [result] = await approve(await plan(`mark order ${order.orderNumber} as delivered`));
  expect(await statusOf(order.id)).toBe("delivered");
  expect((await emailsOf(order.id)).map((e) => e.template)).toEqual(["order_shipped", "order_delivered"]);
  return { order, result };
}

describe("undoing 'Delivered' after the delivery email", () => {
  it("names the order and customer, asks about a correction, and emails one: still on its way", async () => {
    const { order } = await deliveredByAssistant();

    const asked = await plan("undo the last change");
    expect(asked.reply).toBe("ask");
    expect(asked.toolCalls).toEqual([]);
    // it says what the undo does, not what a shipment undo would ("on its way"), and offers the correction
    expect(asked.message).toBe(
      `Undoing the last change: order ${order.orderNumber} (Priya Shah) goes back from Delivered to Shipped. ` +
        "The customer was emailed that it was delivered. Shall I email them a correction when I undo it?",
    );
    expect(asked.suggestions?.map((s) => s.label)).toEqual(["Undo and email a correction", "Undo without emailing"]);

    const planned = await plan(asked.suggestions![0].prompt);
    expect(planned.message).toBe(
      `I'll undo the last change: order ${order.orderNumber} (Priya Shah) goes back from Delivered to Shipped, ` +
        "and email the customer a correction. Please review and approve.",
    );
    const [card] = planned.cards;
    expect(card.notes).toContain(`Undo: order ${order.orderNumber} (Priya Shah) goes back from Delivered to Shipped.`);
    expect(card.title).toBe(`Undo: order ${order.orderNumber} (Priya Shah): Status Shipped → Delivered`);
    expect(card.notes).toContain("The customer is emailed a correction: the order has not been delivered yet.");
    expect(card.problem).toBeUndefined();
    expect((await approve(planned))[0]).toMatchObject({
      success: true,
      message:
        `Undone: order ${order.orderNumber} (Priya Shah) went back from Delivered to Shipped; ` +
        "the customer is emailed a correction.",
    });

    expect(await statusOf(order.id)).toBe("shipped");
    const sent = await emailsOf(order.id);
    expect(sent.map((e) => e.template)).toEqual(["order_shipped", "order_delivered", "order_delivery_correction"]);
    const correction = sent[2];
    const brand = brandFromSettings(
      { siteName: "Retro Handhelds", siteLogoUrl: "", themeColors: {}, trackingPageEnabled: true },
      "https://shop.example",
    );
    const { subject, text } = renderEmail("order_delivery_correction", correction.data as never, brand);
    expect(subject).toBe(`A correction about your order ${order.orderNumber}`);
    expect(text).toContain("had been delivered. That was our mistake, sorry: it is still on its way to you.");
  });

  it("is asked about under the chat's result and in Activity, and undoing without emailing sends nothing", async () => {
    const { order, result } = await deliveredByAssistant("Tom Reed");
    expect(result.undo).toMatchObject({
      asksCorrection: true,
      question:
        `Undo: order ${order.orderNumber} (Tom Reed) goes back from Delivered to Shipped. ` +
        "The customer was emailed that it was delivered. Email them a correction?",
    });
    // without an answer the undo is refused, with the question
    const unanswered = await post({ mode: "undo", entryId: result.undo!.entryId });
    expect(unanswered.body.result).toMatchObject({
      success: false,
      message: "The customer was emailed that this order was delivered: choose whether to email them a correction.",
    });

    const activity = new Request("http://localhost/admin/dashboard/activity", {
      headers: { cookie: session.admin.cookie },
    });
    const page = await activityPage.loader(routeArgs(db, activity) as never);
    const shown = page.entries.find((e) => e.id === result.undo!.entryId)!;
    expect(shown).toMatchObject({
      canUndo: true,
      asksCorrection: true,
      correctionAsk: "The customer was emailed that it was delivered. Email them a correction?",
    });

    const quiet = await post({ mode: "undo", entryId: result.undo!.entryId, emailCorrection: false });
    expect(quiet.body.result).toMatchObject({ success: true });
    expect(await statusOf(order.id)).toBe("shipped");
    expect((await emailsOf(order.id)).map((e) => e.template)).toEqual(["order_shipped", "order_delivered"]);
  });
});

describe("delivered again after a delivery correction", () => {
  it("emails the customer that it was delivered again: they were told it was not", async () => {
    const { order } = await deliveredByAssistant("Ann Lee");
    const asked = await plan("undo the last change");
    await approve(await plan(asked.suggestions![0].prompt));
    expect(await statusOf(order.id)).toBe("shipped");

    const [again] = await approve(await plan(`mark order ${order.orderNumber} as delivered`));
    expect(again.success).toBe(true);
    expect(await statusOf(order.id)).toBe("delivered");
    expect((await emailsOf(order.id)).map((e) => e.template)).toEqual([
      "order_shipped",
      "order_delivered",
      "order_delivery_correction",
      "order_delivered",
    ]);
    // and its undo asks about a correction again, as the customer was told again
    expect(again.undo).toMatchObject({ asksCorrection: true });
  });

  it("is still sent once when an undo told the customer nothing", async () => {
    const { order, result } = await deliveredByAssistant("Sam Hill");
    await post({ mode: "undo", entryId: result.undo!.entryId, emailCorrection: false });
    await approve(await plan(`mark order ${order.orderNumber} as delivered`));
    expect(await statusOf(order.id)).toBe("delivered");
    expect((await emailsOf(order.id)).map((e) => e.template)).toEqual(["order_shipped", "order_delivered"]);
  });
});

describe("Undo is offered only on what the role may undo", () => {
  it("a Manager is not offered, and is refused, the undo of the Owner's payment-settings change", async () => {
    const owner = session.admin.user;
    const before = await getSettings(db);
    await updateSettings(db, toSettingsForm({ ...before, stripePublishableKey: "pk_test_owner" }), owner);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "settings.update"), eq(activityLog.actorId, owner.id)));

    const [forOwner] = await withUndoState(db, [entry], "owner");
    expect(forOwner).toMatchObject({ canUndo: true, undoBlockedBy: null });
    const [forManager] = await withUndoState(db, [entry], "manager");
    expect(forManager).toMatchObject({
      canUndo: false,
      undoBlockedBy: "Your role (Manager) cannot change the payment settings. Ask the shop's owner if you need to.",
    });

    const manager = await createAdminSession(db, undefined, "manager");
    expect(await refusal(() => undoActivity(db, entry.id, manager.user))).toMatchObject({ code: "forbidden" });
    expect((await getSettings(db)).stripePublishableKey).toBe("pk_test_owner");

    // the Activity page, as the Manager sees it
    const request = new Request("http://localhost/admin/dashboard/activity", { headers: { cookie: manager.cookie } });
    const page = await activityPage.loader(routeArgs(db, request) as never);
    expect(page.entries.find((e) => e.id === entry.id)).toMatchObject({ canUndo: false });
  });
});
