// Undo from the chat (docs/decisions/060): an approved change's result offers the same undo as Activity, by
// its entry, with Activity's rules: once, refused after a later change, refused for a role without it; a bulk
// change and money that moved offer none. And a request to cancel or refund many orders is declined.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";

import { assistantTestDb } from "../support/assistant-api";
import { placeOrder, withoutRateLimits } from "../support/checkout";
import { createAdminSession, createOrder, createProduct } from "../support/factories";

const { db, session, ...api } = await assistantTestDb();
const priceOf = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0].price;

describe("undo from the chat", () => {
  it("offers Undo on an approved change and puts the value back, once", async () => {
    const x55 = await createProduct(db, { name: "X55 Console", slug: "x55-console", price: 7499 });
    const [result] = await api.approve(await api.plan("set the price of the X55 Console to £60"));
    expect(result).toMatchObject({ success: true, undo: { asksCorrection: false } });
    expect(await priceOf(x55.id)).toBe(6000);

    const undone = await api.post({ mode: "undo", entryId: result.undo!.entryId });
    expect(undone.status).toBe(200);
    expect(undone.body.result).toMatchObject({ success: true, message: "Undone: X55 Console is back as it was." });
    expect(await priceOf(x55.id)).toBe(7499);
    // the same rules as Activity: an undone change is not undone twice
    const again = await api.post({ mode: "undo", entryId: result.undo!.entryId });
    expect(again.body.result).toMatchObject({ success: false, message: "This change has already been undone." });
  });

  it("refuses when the record changed since, and for a role that may not undo", async () => {
    const x55 = await createProduct(db, { name: "X55 Console", slug: "x55-console", price: 7499 });
    const [first] = await api.approve(await api.plan("set the price of the X55 Console to £60"));
    await api.approve(await api.plan("set the price of the X55 Console to £55"));
    const refused = await api.post({ mode: "undo", entryId: first.undo!.entryId });
    expect(refused.body.result.success).toBe(false);
    expect(refused.body.result.message).toContain("has changed since");
    expect(await priceOf(x55.id)).toBe(5500);

    session.admin = await createAdminSession(db, undefined, "fulfilment");
    const forbidden = await api.post({ mode: "undo", entryId: first.undo!.entryId });
    expect(forbidden.body.result).toMatchObject({ success: false });
    expect(forbidden.body.result.message).toMatch(/^Your role \(Fulfilment\) cannot see or undo the activity log/);
  });

  it("asks about a correction when undoing 'shipped', and offers no Undo for money that moved", async () => {
    const product = await createProduct(db, { name: "X55 Console", slug: "x55-console", stockQuantity: 5 });
    const shipped = await withoutRateLimits(() => placeOrder(db, product));
    const [ship] = await api.approve(await api.plan(`mark ${shipped.orderNumber} as shipped tracking AB123456789GB`));
    expect(ship).toMatchObject({ success: true, undo: { asksCorrection: true } });
    const undone = await api.post({ mode: "undo", entryId: ship.undo!.entryId, emailCorrection: false });
    expect(undone.body.result).toMatchObject({ success: true });

    const cancelled = await withoutRateLimits(() => placeOrder(db, product));
    const [cancel] = await api.approve(await api.plan(`cancel order ${cancelled.orderNumber}`));
    expect(cancel.success).toBe(true);
    expect(cancel.undo).toBeUndefined();
  });

  it("declines cancelling or refunding many orders at once, with the reason and orders to start from", async () => {
    const order = await createOrder(db, { customerName: "Priya Shah" });
    for (const request of ["cancel everything", "refund all orders today"]) {
      const answer = await api.plan(request);
      expect(answer.toolCalls).toEqual([]);
      expect(answer.reply).toBe("decline");
      expect(answer.message).toContain("money moves one order at a time");
      expect(answer.suggestions?.map((s) => s.prompt)).toContain(
        `${request.startsWith("cancel") ? "Cancel" : "Refund"} order ${order.orderNumber}`,
      );
    }
  });
});
