import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { orders } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";
import { emailSubscribers } from "~/db/schema/subscribers";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";

import { checkoutTestDb, confirm, intentBody, payWithCard, startPayment } from "../support/checkout";
import { countRows } from "../support/count-rows";
import { createAddon, createProduct } from "../support/factories";

const { db, ctx, stockOf } = await checkoutTestDb();

describe("checkout: a purchase with the built-in test provider", () => {
  it("charges the database's prices whatever the client claims, and creates the order once", async () => {
    const product = await createProduct(db, { price: 2999, stockQuantity: 7, variantOptions: ["Black", "White"] });
    const addon = await createAddon(db, { price: 1299 });
    const tampered = {
      ...intentBody(product, 2),
      items: [
        { productId: product.id, type: "product", variant: "White", quantity: 2, price: 1, name: "Cheap" },
        { productId: addon.id, type: "addon", variant: null, quantity: 1, price: 0 },
      ],
      shippingCost: 0,
      total: 1,
      subtotal: 1,
    };
    const started = await startPayment(db, tampered, ctx);
    expect(started.status).toBe(200);
    // 2 × £29.99 + £12.99 = £72.97: over the £50 threshold, so delivery is free
    expect(started.body.summary.total).toBe(7297);

    expect((await payWithCard(db, started.body, "4242 4242 4242 4242", ctx)).status).toBe(200);
    const confirmed = await confirm(db, started.body.paymentIntentId, ctx);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.orderNumber).toMatch(/^RH-[0-9A-HJKMNP-TV-Z]{10}$/);

    const [order] = await db.select().from(orders);
    expect(order).toMatchObject({
      subtotal: 7297,
      shippingCost: 0,
      total: 7297,
      vat: 1216,
      email: "jamie@example.com",
      customerName: "Jamie Smith",
    });
    expect(order.items).toEqual([
      expect.objectContaining({ productId: product.id, variant: "White", quantity: 2, price: 2999 }),
      expect.objectContaining({ productId: addon.id, quantity: 1, price: 1299 }),
    ]);
    expect(order.shippingAddress.postcode).toBe("LS1 1AA");
    expect(await stockOf(product.id)).toBe(5);

    // a replay gives the same order and takes no more stock
    const again = await confirm(db, started.body.paymentIntentId, ctx);
    expect(again.body.orderNumber).toBe(confirmed.body.orderNumber);
    expect(await countRows(db, orders)).toBe(1);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("subscribes the address when the newsletter box was ticked (source checkout), and only then", async () => {
    const product = await createProduct(db, { stockQuantity: 5 });
    for (const [email, emailOffers] of [
      ["ticked@example.com", true],
      ["unticked@example.com", false],
    ] as const) {
      const started = await startPayment(db, intentBody(product, 1, { email, emailOffers }), ctx);
      await payWithCard(db, started.body, "4242 4242 4242 4242", ctx);
      expect((await confirm(db, started.body.paymentIntentId, ctx)).status).toBe(200);
    }
    const list = await db
      .select({ email: emailSubscribers.email, source: emailSubscribers.source })
      .from(emailSubscribers);
    expect(list).toEqual([{ email: "ticked@example.com", source: "checkout" }]);
  });

  it("charges standard or express delivery below the free-delivery threshold", async () => {
    const product = await createProduct(db, { price: 1999 });
    const standard = await startPayment(db, intentBody(product, 1), ctx);
    const express = await startPayment(db, intentBody(product, 1, { shippingMethod: "express" }), ctx);
    expect(standard.body.summary).toMatchObject({ subtotal: 1999, shippingCost: 499, total: 2498, vat: 416 });
    expect(express.body.summary).toMatchObject({ subtotal: 1999, shippingCost: 999, total: 2998, vat: 500 });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and writes no order", async () => {
    const product = await createProduct(db, { stockQuantity: 3 });
    const started = await startPayment(db, intentBody(product), ctx);
    const paid = await payWithCard(db, started.body, "4000 0000 0000 0002", ctx);
    expect(paid).toEqual({ status: 402, body: expect.objectContaining({ error: "Your card was declined." }) });
    const confirmed = await confirm(db, started.body.paymentIntentId, ctx);
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.error).toBe("Your card was declined.");
    expect(await countRows(db, orders)).toBe(0);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("refuses a card payment without the payment's client secret", async () => {
    const product = await createProduct(db);
    const started = await startPayment(db, intentBody(product), ctx);
    const paid = await payWithCard(
      db,
      { ...started.body, clientSecret: "tp_guess_secret_guess" },
      "4242 4242 4242 4242",
      ctx,
    );
    expect(paid.status).toBe(404);
    expect((await confirm(db, started.body.paymentIntentId, ctx)).status).toBe(402);
  });

  it("refuses an order when the provider took a different amount than the priced checkout", async () => {
    const product = await createProduct(db);
    const started = await startPayment(db, intentBody(product), ctx);
    await payWithCard(db, started.body, undefined, ctx);
    await db.update(testPayments).set({ amount: 100 }).where(eq(testPayments.id, started.body.paymentIntentId));
    const confirmed = await confirm(db, started.body.paymentIntentId, ctx);
    expect(confirmed.status).toBe(402);
    expect(await countRows(db, orders)).toBe(0);
  });

  it("emails a confirmation with items, totals, payment, address, invoice and tracking links", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-checkout-mail-"));
    const config = readConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" });
    const product = await createProduct(db, { name: "R36S Retro Handheld", price: 5999, variantOptions: ["Black"] });
    const started = await startPayment(db, intentBody(product), { ...ctx, config });
    await payWithCard(db, started.body, undefined, { ...ctx, config });
    const { body } = await confirm(db, started.body.paymentIntentId, { ...ctx, config });
    await confirm(db, started.body.paymentIntentId, { ...ctx, config });
    // The email was queued with the order; the outbox sender (here one pass of it) delivers it.
    await deliverDueEmails(db, { config, logger: createLogger("silent") });
    await deliverDueEmails(db, { config, logger: createLogger("silent") });

    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1); // the replay sends nothing
    // quoted-printable, decoded so the assertions read like the email does
    const raw = fs.readFileSync(path.join(dataDir, "outbox", files[0]), "latin1").replace(/=\r?\n/g, "");
    const eml = Buffer.from(
      raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
    expect(eml).toContain("To: jamie@example.com");
    expect(eml).toContain(body.orderNumber);
    expect(eml).toMatch(/R36S Retro Handheld\s+£59\.99\s+Option: Black\s+Qty 1 × £59\.99/);
    expect(eml).toMatch(/Total\s+£59\.99/);
    expect(eml).toContain("Paid by Visa ending 4242.");
    expect(eml).toContain(`https://shop.example/invoice/${body.orderNumber}?sig=`);
    expect(eml).toContain("1 High Street");
    expect(eml).toContain(`https://shop.example/track-order?order=${body.orderNumber}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
