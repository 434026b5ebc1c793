// Undo that matches the record, on a real database: changes to one record go back newest first (an
// older change's Undo is not offered, with the reason, until the newer one is undone); undoing "shipped"
// after the shipping email asks about a correction; a bulk change's result is in pounds and says each
// item can be undone; a save that changes nothing writes no entry.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { products } from "~/db/schema/catalog";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { summariseResults } from "~/modules/assistant/assistant-summary";
import { undoActivity, withUndoState } from "~/modules/assistant/undo.server";
import { toProductInput } from "~/modules/catalog/catalog-admin.schema";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { updateReview } from "~/modules/reviews/reviews-admin.server";
import { toReviewInput } from "~/modules/reviews/reviews.schema";
import * as activityPage from "~/routes/admin/activity";

import { assistantTestDb } from "../support/assistant-api";
import { createOrder, createProduct, createReview } from "../support/factories";
import { redirectedWithToast, routeArgs } from "../support/route-context";

const { db, session, plan, approve } = await assistantTestDb();
const me = () => ({ id: session.admin.user.id, email: session.admin.user.email });
const entriesFor = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.targetId, id)).orderBy(asc(activityLog.seq));
const priceOf = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0].price;

describe("undo works back through a record's changes in order", () => {
  it("the older change's Undo waits for the newer one, saying why, then puts the first price back", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    await approve(await plan("set the price of r36 ultra to £89.99"));
    await approve(await plan("set the price of r36 ultra to £99.99"));
    const [first, second] = await entriesFor(ultra.id);

    const shown = await withUndoState(db, [second, first]);
    expect(shown.map((e) => [e.canUndo, e.undoBlockedBy])).toEqual([
      [true, null],
      [false, "Changed again since: undo the newer change first."],
    ]);
    await expect(undoActivity(db, first.id, me())).rejects.toThrow("has changed since");

    const undoNewer = await plan("undo the last change");
    expect(undoNewer.toolCalls).toEqual([{ name: "undo_change", arguments: { entryId: second.id } }]);
    await approve(undoNewer);
    expect(await priceOf(ultra.id)).toBe(8999);

    const [again] = await withUndoState(db, [first]);
    expect(again).toMatchObject({ canUndo: true, undoBlockedBy: null });
    const undoOlder = await plan("undo the last change");
    expect(undoOlder.toolCalls).toEqual([{ name: "undo_change", arguments: { entryId: first.id } }]);
    expect(undoOlder.cards[0].changes.map((c) => `${c.before} → ${c.after}`)).toEqual(["£89.99 → £79.99"]);
    await approve(undoOlder);
    expect(await priceOf(ultra.id)).toBe(7999);
  });
});

describe("a change made on an admin page after the assistant's", () => {
  it("blocks its Undo, saying why, and 'undo the last change' says so rather than undo an older one", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    await approve(await plan("set the price of r36 ultra to £89.99"));
    const [change] = await entriesFor(ultra.id);
    const stored = (await db.select().from(products).where(eq(products.id, ultra.id)))[0];
    await updateProduct(db, { ...toProductInput(stored), price: "84.99", id: ultra.id }, me());

    const [shown] = await withUndoState(db, [change]);
    expect(shown).toMatchObject({ canUndo: false, undoBlockedBy: "Changed again since: undo the newer change first." });
    const undo = await plan("undo the last change");
    expect(undo.toolCalls).toEqual([]);
    expect(undo.message).toContain("cannot be undone: Changed again since: undo the newer change first.");
    expect(await priceOf(ultra.id)).toBe(8499);

    // the page's own change is undone like any other, which makes the assistant's undoable again
    const [, pageChange] = await entriesFor(ultra.id);
    expect(pageChange.origin).toBe("page");
    await undoActivity(db, pageChange.id, me());
    expect(await priceOf(ultra.id)).toBe(8999);
    const [again] = await withUndoState(db, [(await entriesFor(ultra.id))[0]]);
    expect(again).toMatchObject({ canUndo: true, undoBlockedBy: null });
  });
});

describe("undoing 'shipped' after the shipping email", () => {
  it("asks with two buttons, and 'email a correction' undoes it and queues the correction", async () => {
    const order = await createOrder(db, { status: "pending", trackingNumber: null, customerName: "Priya Shah" });
    await approve(await plan(`mark order ${order.orderNumber} as shipped with tracking JD0001234`));
    const emails = () => db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect((await emails()).map((e) => e.template)).toEqual(["order_shipped"]);

    const asked = await plan("undo the last change");
    expect(asked.reply).toBe("ask");
    expect(asked.toolCalls).toEqual([]);
    expect(asked.suggestions?.map((s) => s.label)).toEqual(["Undo and email a correction", "Undo without emailing"]);
    const change = (await entriesFor(order.id)).find((e) => e.action === "order.update")!;
    const [shown] = await withUndoState(db, [change]);
    expect(shown).toMatchObject({ canUndo: true, asksCorrection: true });

    const planned = await plan(asked.suggestions![0].prompt);
    expect(planned.toolCalls).toEqual([
      { name: "undo_change", arguments: { entryId: change.id, emailCorrection: true } },
    ]);
    expect(planned.cards[0].notes).toContain("The customer is emailed a correction: the order has not shipped yet.");
    expect((await approve(planned))[0].success).toBe(true);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "pending",
      trackingNumber: null,
    });
    expect((await emails()).map((e) => e.template)).toEqual(["order_shipped", "order_shipping_correction"]);
  });
});

describe("the Activity page", () => {
  const activity = (init?: RequestInit) =>
    new Request("http://localhost/admin/dashboard/activity", { ...init, headers: { cookie: session.admin.cookie } });
  const undoForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "undo", csrf: session.admin.csrfToken, ...fields }))
      form.append(k, v);
    return form;
  };

  it("offers no Undo that cannot succeed, saying why; undoing 'shipped' asks about a correction", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    await approve(await plan("set the price of r36 ultra to £89.99"));
    await approve(await plan("set the price of r36 ultra to £99.99"));
    const order = await createOrder(db, { status: "pending", trackingNumber: null });
    await approve(await plan(`mark order ${order.orderNumber} as shipped with tracking JD0005678`));

    const page = await activityPage.loader(routeArgs(db, activity()) as never);
    const shown = (id: string, action: string) => page.entries.find((e) => e.targetId === id && e.action === action);
    const [older, newer] = page.entries.filter((e) => e.targetId === ultra.id).reverse();
    expect([older.canUndo, older.undoBlockedBy]).toEqual([false, "Changed again since: undo the newer change first."]);
    expect([newer.canUndo, newer.undoBlockedBy]).toEqual([true, null]);
    const shipped = shown(order.id, "order.update")!;
    expect(shipped).toMatchObject({ canUndo: true, asksCorrection: true });

    const answer = await activityPage.action(
      routeArgs(db, activity({ method: "POST", body: undoForm({ id: shipped.id, correction: "quiet" }) })) as never,
    );
    expect((await redirectedWithToast(answer)).toast?.description).toBe(
      `Undone: ${order.orderNumber} is back as it was.`,
    );
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("pending");
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(sent.map((e) => e.template)).toEqual(["order_shipped"]);
  });
});

describe("undo says what it undoes", () => {
  it("names the order a status change was made to", async () => {
    const order = await createOrder(db, { status: "pending", trackingNumber: null });
    await approve(await plan(`set ${order.orderNumber} to processing`));
    const undo = await plan("undo the last change");
    expect(undo.message).toContain(order.orderNumber);
  });
});

describe("messages and entries", () => {
  it("a bulk change's result gives prices in pounds and says each item can be undone from Activity", async () => {
    await createProduct(db, { name: "R36 Ultra", price: 7999 });
    const planned = await plan("take 15% off all products");
    expect(planned.cards[0].notes).toEqual([
      "Each item is recorded as its own change, so each can be undone from Activity.",
    ]);
    const text = summariseResults(await approve(planned));
    expect(text).toContain("Each can be undone from Activity.");
    expect(text).toContain("R36 Ultra — £67.99");
    expect(text).not.toMatch(/R36 Ultra — 6799/);
  });

  it("saving a review with no change writes no Activity entry", async () => {
    const review = await createReview(db, { customerName: "Rita Review", status: "published" });
    // the review form saved as it was loaded
    await updateReview(db, { ...toReviewInput(review), id: review.id }, me());
    expect(
      await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.targetId, review.id), eq(activityLog.action, "review.update"))),
    ).toEqual([]);
  });
});
