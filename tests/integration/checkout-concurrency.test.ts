import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";
import { LIMITS } from "~/lib/rate-limit.server";

import { checkoutTestDb, confirm, intentBody, payWithCard, startPayment, withoutRateLimits } from "../support/checkout";
import { countRows } from "../support/count-rows";
import { createProduct, setVariantStock, variantStocks } from "../support/factories";

const { db, ctx, stockOf } = await checkoutTestDb();

describe("checkout under concurrency", () => {
  it("50 shoppers paying at once for stock 5 get exactly 5 orders; the rest are refunded and told why", async () => {
    const product = await createProduct(db, { name: "Limited Edition", stockQuantity: 5, variantOptions: [] });
    await withoutRateLimits(async () => {
      const started = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          startPayment(db, intentBody(product, 1, { email: `fan${i}@example.com` }), ctx),
        ),
      );
      expect(started.every((s) => s.status === 200)).toBe(true);
      const paid = await Promise.all(started.map((s) => payWithCard(db, s.body, undefined, ctx)));
      expect(paid.every((p) => p.status === 200)).toBe(true);
      const results = await Promise.all(started.map((s) => confirm(db, s.body.paymentIntentId, ctx)));

      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(5);
      expect(new Set(ok.map((r) => r.body.orderNumber)).size).toBe(5);
      expect(refused).toHaveLength(45);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.error).toBe(
          "Sorry, Limited Edition is out of stock. Your payment has been refunded and no order was placed.",
        );
      }
    });
    expect(await stockOf(product.id)).toBe(0);
    expect(await countRows(db, orders)).toBe(5);
    const refunded = await db.select().from(testPayments).where(eq(testPayments.status, "refunded"));
    expect(refunded).toHaveLength(45);
  });

  it("a colour sold out between Pay and the order: the charge is refunded and the shopper emailed so", async () => {
    const product = await createProduct(db, { name: "X55", variantOptions: ["Stealth Black", "Ocean Teal"] });
    await setVariantStock(db, product, { "Stealth Black": 1, "Ocean Teal": 4 });
    const body = intentBody({ id: product.id, variantOptions: ["Stealth Black"] }, 1, { email: "late@example.com" });
    const started = await startPayment(db, body, ctx);
    expect((await payWithCard(db, started.body, undefined, ctx)).status).toBe(200);
    // the last one goes to someone else meanwhile
    await setVariantStock(db, product, { "Stealth Black": 0, "Ocean Teal": 4 });
    const refused = await confirm(db, started.body.paymentIntentId, ctx);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Sorry, X55 (Stealth Black) is out of stock. Your payment has been refunded and no order was placed.",
    );
    // a replay says the same and emails once
    expect((await confirm(db, started.body.paymentIntentId, ctx)).status).toBe(409);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "payment_refunded"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "late@example.com",
      data: { customerName: "Jamie Smith", amount: started.body.summary.total, reason: refused.body.error },
    });
    expect(await countRows(db, orders)).toBe(0);
  });

  it("two shoppers paying at once for the last of one colour: one order, while another colour sells", async () => {
    const product = await createProduct(db, { name: "X55", variantOptions: ["Glacier Blue", "Stealth Black"] });
    await setVariantStock(db, product, { "Glacier Blue": 1, "Stealth Black": 4 });
    const colour = (name: string) => ({ id: product.id, variantOptions: [name] });
    const buyers = [colour("Glacier Blue"), colour("Glacier Blue"), colour("Stealth Black")];
    const results = await withoutRateLimits(async () => {
      const started = await Promise.all(
        buyers.map((p, i) => startPayment(db, intentBody(p, 1, { email: `buyer${i}@example.com` }), ctx)),
      );
      expect(started.map((s) => s.status)).toEqual([200, 200, 200]);
      await Promise.all(started.map((s) => payWithCard(db, s.body, undefined, ctx)));
      return Promise.all(started.map((s) => confirm(db, s.body.paymentIntentId, ctx)));
    });
    const blue = results.slice(0, 2);
    expect(blue.filter((r) => r.status === 200)).toHaveLength(1);
    expect(blue.find((r) => r.status !== 200)?.body.error).toBe(
      "Sorry, X55 (Glacier Blue) is out of stock. Your payment has been refunded and no order was placed.",
    );
    expect(results[2].status).toBe(200);
    expect(await variantStocks(db, product.id)).toEqual({ "Glacier Blue": 0, "Stealth Black": 3 });
    expect(await stockOf(product.id)).toBe(3);
    expect(await countRows(db, orders)).toBe(2);
  });

  it("the same confirm sent 20 times at once gives one order", async () => {
    const product = await createProduct(db, { stockQuantity: 10 });
    const started = await startPayment(db, intentBody(product, 2), ctx);
    await payWithCard(db, started.body, undefined, ctx);
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(db, started.body.paymentIntentId, ctx)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(1);
    expect(await countRows(db, orders)).toBe(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it("a double-clicked Pay takes the payment once", async () => {
    const product = await createProduct(db);
    const started = await startPayment(db, intentBody(product), ctx);
    const paid = await Promise.all([
      payWithCard(db, started.body, undefined, ctx),
      payWithCard(db, started.body, undefined, ctx),
    ]);
    expect(paid.map((p) => p.status)).toEqual([200, 200]);
    expect(await countRows(db, testPayments)).toBe(1);
  });

  it("a repeated payment-intent request for the same checkout reuses its payment", async () => {
    const product = await createProduct(db);
    const body = intentBody(product, 1, { checkoutId: "attempt-1234567890" });
    const [a, b] = await Promise.all([startPayment(db, body, ctx), startPayment(db, body, ctx)]);
    expect(a.body.paymentIntentId).toBe(b.body.paymentIntentId);
    const changed = await startPayment(db, intentBody(product, 2, { checkoutId: "attempt-1234567890" }), ctx);
    expect(changed.body.paymentIntentId).not.toBe(a.body.paymentIntentId);
  });
});

describe("payment rate limit", () => {
  it("stops the payment attempt past the limit from one address within its window", async () => {
    const product = await createProduct(db);
    const ip = { clientIp: "10.9.9.9" };
    for (let i = 0; i < LIMITS.payment.limit; i++)
      expect((await startPayment(db, intentBody(product), ip)).status).toBe(200);
    const blocked = await startPayment(db, intentBody(product), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many attempts/);
    // another shopper is unaffected
    expect((await startPayment(db, intentBody(product), { clientIp: "10.9.9.10" })).status).toBe(200);
  });
});
