// Discount codes against a real migrated database, through the basket, the payment's endpoints and the
// order: every rule and limit, the code's line on the order, email and invoice, uses counted under
// concurrency, and refunds of part of a discounted order.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { discountCodes } from "~/db/schema/promotions";
import { createLogger } from "~/lib/logger.server";
import { changeBasketCode } from "~/modules/cart/basket-code-entry.server";
import { changeBasket, viewBasket } from "~/modules/cart/basket.server";
import { renderInvoicePdf } from "~/modules/invoices/invoice-pdf.server";
import { invoicesOfOrder } from "~/modules/invoices/invoices.server";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { refundOrder } from "~/modules/orders/refunds.server";
import { createTestProvider } from "~/modules/payments/test-provider.server";
import { keepSettingsInMemory } from "~/modules/settings/settings.server";

import { confirm, intentBody, payWithCard, startPaymentFromBasket, withoutRateLimits } from "../support/checkout";
import { createAddon, createAdminSession, createProduct } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { createDiscountCode } from "../support/promotion-factories";
import { freshIp } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
keepSettingsInMemory(db);

const NOT_VALID = "This code isn't valid";

type Item = { id: string };
/** A basket holding these items: products, or add-ons given as `{ addon }`. */
async function basketWith(items: [Item | { addon: Item }, number][]) {
  let id: string | null = null;
  for (const [item, quantity] of items) {
    const result = await changeBasket(db, id, {
      intent: "add",
      itemType: "addon" in item ? "addon" : "product",
      itemId: "addon" in item ? item.addon.id : item.id,
      variant: "",
      quantity,
    });
    id = result.id;
  }
  return id!;
}

const enter = (basketId: string, code: string, ip = freshIp()) =>
  changeBasketCode(db, basketId, { intent: "code", code }, ip);

/** The whole checkout from a basket: intent (with the basket's cookie), card, confirm. */
async function checkout(basketId: string, product: Item, quantity: number, email = "jamie@example.com") {
  const ctx = { clientIp: freshIp() };
  const body = intentBody({ id: product.id, variantOptions: [] }, quantity, { email });
  const started = await startPaymentFromBasket(db, basketId, body, ctx);
  return { started, ctx };
}

describe("entering a code in the basket", () => {
  it("applies in any case as its own line; order, email, invoice carry it; VAT of the paid total", async () => {
    const product = await createProduct(db, { price: 6000, stockQuantity: 10, variantOptions: [] });
    await createDiscountCode(db, { code: "SAVE10", kind: "percentage", value: 10 });
    const basketId = await basketWith([[product, 1]]);
    const entered = await enter(basketId, "  save10 ");
    expect(entered.view.discount).toEqual({ code: "SAVE10", valid: true, amount: 600, freeDelivery: false });
    expect(entered.notice).toBe("Code SAVE10 applied");
    // kept on the basket and worked out again at the next view
    expect((await viewBasket(db, basketId)).view.discount?.amount).toBe(600);

    const { started, ctx } = await checkout(basketId, product, 1);
    expect(started.status).toBe(200);
    expect(started.body.summary).toMatchObject({ total: 5400, discount: 600, discountCode: "SAVE10", vat: 900 });
    await payWithCard(db, started.body, undefined, ctx);
    const confirmed = await confirm(db, started.body.paymentIntentId, ctx);
    expect(confirmed.status).toBe(200);
    const order = (await getOrderByNumber(db, confirmed.body.orderNumber))!;
    expect([order.subtotal, order.discount, order.discountCode, order.total, order.vat]).toEqual([
      6000,
      600,
      "SAVE10",
      5400,
      900,
    ]);
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(email.data).toMatchObject({ discountCode: "SAVE10", discount: 600, total: 5400, vat: 900 });
    const [invoice] = await invoicesOfOrder(db, order.id);
    expect(invoice.document.lines.find((l) => l.description === "Discount (SAVE10)")).toMatchObject({ gross: -600 });
    expect(invoice.document.totals).toMatchObject({ gross: 5400, vat: 900 });
    const [code] = await db.select().from(discountCodes);
    expect(code.uses).toBe(1);
  });

  it("answers every code that does not apply exactly 'This code isn't valid', whatever the reason", async () => {
    const product = await createProduct(db, { price: 3000, stockQuantity: 10, variantOptions: [] });
    const hour = 60 * 60 * 1000;
    await createDiscountCode(db, { code: "LATER", startsAt: new Date(Date.now() + hour) });
    await createDiscountCode(db, { code: "PAST", startsAt: new Date(Date.now() - 2 * hour), endsAt: new Date() });
    await createDiscountCode(db, { code: "STOPPED", endedAt: new Date() });
    await createDiscountCode(db, { code: "BIGSPEND", minimumSpend: 5000 });
    await createDiscountCode(db, { code: "ADDONSONLY", appliesTo: "addons" });
    await createDiscountCode(db, { code: "USEDUP", usageLimit: 1, uses: 1 });
    const basketId = await basketWith([[product, 1]]);
    for (const code of ["NOSUCHCODE", "LATER", "PAST", "STOPPED", "BIGSPEND", "ADDONSONLY", "USEDUP"])
      await expect(enter(basketId, code), code).rejects.toMatchObject({ message: NOT_VALID });
    expect((await viewBasket(db, basketId)).view.discount).toBeNull();

    // the minimum spend is met with a second unit: the same code is taken
    await changeBasket(db, basketId, {
      intent: "set",
      lineId: (await viewBasket(db, basketId)).view.lines[0].id,
      quantity: 2,
    });
    expect((await enter(basketId, "bigspend")).view.discount?.amount).toBe(600);
  });

  it("takes off only what the code applies to, and a free-delivery code takes off the delivery fee", async () => {
    const product = await createProduct(db, { price: 2000, stockQuantity: 10, variantOptions: [] });
    const addon = await createAddon(db, { price: 1000 });
    await createDiscountCode(db, { code: "HALFADDONS", kind: "percentage", value: 50, appliesTo: "addons" });
    await createDiscountCode(db, { code: "POSTFREE", kind: "free_delivery", value: 0 });
    await createDiscountCode(db, {
      code: "THISONE",
      kind: "amount",
      value: 5000,
      appliesTo: "items",
      items: [{ kind: "product", id: product.id }],
    });
    const basketId = await basketWith([
      [product, 1],
      [{ addon }, 1],
    ]);
    expect((await enter(basketId, "halfaddons")).view.discount?.amount).toBe(500);
    // an amount off is never more than what it applies to
    expect((await enter(basketId, "thisone")).view.discount?.amount).toBe(2000);
    const free = await enter(basketId, "postfree");
    expect(free.view.discount).toMatchObject({ valid: true, freeDelivery: true });
    const { started } = await checkout(basketId, product, 1);
    // the intent's items are what the browser sends: the product alone here, below the free-delivery threshold
    expect(started.body.summary).toMatchObject({ discount: 499, total: 2000, discountCode: "POSTFREE" });
  });

  it("refuses guesses from an address that has tried too many wrong codes, even a right one", async () => {
    const product = await createProduct(db, { stockQuantity: 10, variantOptions: [] });
    await createDiscountCode(db, { code: "REAL" });
    const basketId = await basketWith([[product, 1]]);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await expect(enter(basketId, `GUESS${i}`, ip)).rejects.toThrow(NOT_VALID);
    await expect(enter(basketId, "REAL", ip)).rejects.toThrow("Too many attempts");
    // the basket is counted too: another address does no better with it
    await expect(enter(basketId, "REAL", freshIp())).rejects.toThrow("Too many attempts");
    const other = await basketWith([[product, 1]]);
    expect((await enter(other, "REAL")).view.discount?.valid).toBe(true);
  });

  it("can be removed", async () => {
    const product = await createProduct(db, { stockQuantity: 10, variantOptions: [] });
    await createDiscountCode(db, { code: "GONE" });
    const basketId = await basketWith([[product, 1]]);
    await enter(basketId, "GONE");
    const removed = await changeBasketCode(db, basketId, { intent: "uncode" }, freshIp());
    expect(removed.view.discount).toBeNull();
    expect((await viewBasket(db, basketId)).view.discount).toBeNull();
  });
});

describe("uses counted at confirm", () => {
  it("a code limited to 5 uses is used 5 times by 20 shoppers paying at once; the rest are refunded", async () => {
    const product = await createProduct(db, { price: 6000, stockQuantity: 100, variantOptions: [] });
    await createDiscountCode(db, { code: "FIVE", usageLimit: 5 });
    await withoutRateLimits(async () => {
      const baskets = await Promise.all(Array.from({ length: 20 }, () => basketWith([[product, 1]])));
      for (const basketId of baskets) await enter(basketId, "five");
      const started = await Promise.all(baskets.map((b, i) => checkout(b, product, 1, `fan${i}@example.com`)));
      expect(started.every((s) => s.started.status === 200 && s.started.body.summary.total === 5400)).toBe(true);
      await Promise.all(started.map((s) => payWithCard(db, s.started.body, undefined, s.ctx)));
      const results = await Promise.all(started.map((s) => confirm(db, s.started.body.paymentIntentId, s.ctx)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      for (const refused of results.filter((r) => r.status !== 200))
        expect(refused.body.error).toBe(`${NOT_VALID}. Your payment has been refunded and no order was placed.`);
    });
    expect((await db.select().from(orders)).length).toBe(5);
    expect((await db.select().from(discountCodes))[0].uses).toBe(5);
  });

  it("a one-per-email code is refused to an address that used it, at payment and at confirm", async () => {
    const product = await createProduct(db, { price: 6000, stockQuantity: 100, variantOptions: [] });
    await createDiscountCode(db, { code: "ONCE", onePerEmail: true });
    await withoutRateLimits(async () => {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => basketWith([[product, 1]])));
      for (const basketId of [a, b, c]) await enter(basketId, "ONCE");
      // two checkouts by one address at once: one order
      const both = await Promise.all([checkout(a, product, 1), checkout(b, product, 1)]);
      await Promise.all(both.map((s) => payWithCard(db, s.started.body, undefined, s.ctx)));
      const results = await Promise.all(both.map((s) => confirm(db, s.started.body.paymentIntentId, s.ctx)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      // afterwards the payment itself is refused to that address (in another case), and taken from another
      const again = await checkout(c, product, 1, "JAMIE@example.com");
      expect([again.started.status, again.started.body.error]).toEqual([400, NOT_VALID]);
      expect((await checkout(c, product, 1, "sam@example.com")).started.status).toBe(200);
    });
    expect((await db.select().from(discountCodes))[0].uses).toBe(1);
  });

  it("a one-per-email code counts a mailbox once, however it is spelled (tags, case, Gmail's dots)", async () => {
    const product = await createProduct(db, { price: 6000, stockQuantity: 100, variantOptions: [] });
    await createDiscountCode(db, { code: "ONCEMORE", onePerEmail: true });
    await withoutRateLimits(async () => {
      const first = await basketWith([[product, 1]]);
      await enter(first, "ONCEMORE");
      const paid = await checkout(first, product, 1, "jo.dup@gmail.com");
      await payWithCard(db, paid.started.body, undefined, paid.ctx);
      expect((await confirm(db, paid.started.body.paymentIntentId, paid.ctx)).status).toBe(200);
      const again = await basketWith([[product, 1]]);
      await enter(again, "ONCEMORE");
      for (const email of ["jodup+1@gmail.com", "JO.DUP@googlemail.com", "j.o.d.u.p+x@gmail.com"]) {
        const refused = await checkout(again, product, 1, email);
        expect([refused.started.status, refused.started.body.error], email).toEqual([400, NOT_VALID]);
      }
      // dots count elsewhere: another mailbox
      expect((await checkout(again, product, 1, "jo.dup@example.com")).started.status).toBe(200);
    });
  });
});

describe("refunding part of a discounted order", () => {
  it("gives back each item's price less its share of the discount, adding up to what was paid", async () => {
    const cheap = await createProduct(db, { price: 3000, stockQuantity: 10, variantOptions: [] });
    const dear = await createProduct(db, { price: 4000, stockQuantity: 10, variantOptions: [] });
    await createDiscountCode(db, { code: "TENOFF", kind: "amount", value: 1000 });
    const basketId = await basketWith([
      [cheap, 2],
      [dear, 1],
    ]);
    await enter(basketId, "TENOFF");
    const ctx = { clientIp: freshIp() };
    const body = {
      ...intentBody({ id: cheap.id, variantOptions: [] }, 2),
      items: [
        { productId: cheap.id, type: "product", variant: null, quantity: 2 },
        { productId: dear.id, type: "product", variant: null, quantity: 1 },
      ],
    };
    const started = await startPaymentFromBasket(db, basketId, body, ctx);
    expect(started.body.summary.total).toBe(9000);
    await payWithCard(db, started.body, undefined, ctx);
    const order = (await getOrderByNumber(
      db,
      (await confirm(db, started.body.paymentIntentId, ctx)).body.orderNumber,
    ))!;
    // the £10 is shared £6 / £4 over the lines, as their prices are
    expect(order.items.map((i) => i.codeShare)).toEqual([600, 400]);

    const actor = (await createAdminSession(db)).user;
    const deps = { provider: createTestProvider(db), logger: createLogger("silent") };
    const refund = (index: number, quantity: number) =>
      refundOrder(db, deps, { id: order.id, mode: "lines", lines: [{ index, quantity }] }, actor);
    expect((await refund(0, 1)).refund.amount).toBe(2700);
    expect((await refund(1, 1)).refund.amount).toBe(3600);
    expect((await refund(0, 1)).refund.amount).toBe(2700);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedTotal).toBe(order.total);

    // each credit note lists the refunded item at its price, its share of the code and what was refunded
    const notes = (await invoicesOfOrder(db, order.id)).filter((d) => d.kind === "credit_note");
    const [cheapName, dearName] = order.items.map((i) => i.name);
    expect(
      notes.map((n) => n.document.lines.map((l) => [l.description, l.quantity, l.unitGross, l.discount, l.gross])),
    ).toEqual([[[cheapName, 1, 3000, 300, 2700]], [[dearName, 1, 4000, 400, 3600]], [[cheapName, 1, 3000, 300, 2700]]]);
    // the VAT is what each refunded total contains (a sixth at 20%), and the notes add up to what was paid
    expect(notes.map((n) => n.document.totals)).toEqual([
      { gross: 2700, vat: 450, net: 2250 },
      { gross: 3600, vat: 600, net: 3000 },
      { gross: 2700, vat: 450, net: 2250 },
    ]);
    expect(notes.reduce((sum, n) => sum + n.document.totals.gross, 0)).toBe(order.total);
    const text = await pdfText(await renderInvoicePdf(notes[1], { compress: false }));
    for (const expected of ["Credit note", "Discount", dearName, "£40.00", "-£4.00", "£36.00", "£6.00"])
      expect(text).toContain(expected);
  });
});
