import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { paymentCheckouts, testPayments } from "~/db/schema/payments";
import { settings } from "~/db/schema/settings";
import { emailSubscribers } from "~/db/schema/subscribers";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { LIMITS } from "~/lib/rate-limit.server";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { loader as confirmGet } from "~/routes/api/checkout-confirm";
import { loader as intentGet } from "~/routes/api/checkout-payment-intent";
import { loader as confirmationLoader } from "~/routes/order-confirmation";

import {
  confirm,
  confirmInBrowser,
  intentBody,
  payWithCard,
  startPayment,
  withoutRateLimits,
} from "../support/checkout";
import { countRows } from "../support/count-rows";
import { createAddon, createProduct, setVariantStock, variantStocks } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

let ctx: { clientIp: string };
let n = 0;
beforeEach(async () => {
  await resetDb(db);
  // each test its own address, so the per-IP payment limit only bites where a test wants it to
  ctx = { clientIp: `10.1.${Math.floor(++n / 250)}.${n % 250}` };
});

async function stockOf(id: string) {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row.stock;
}

describe("checkout: input that must be refused before any payment is created", () => {
  it("refuses a lone surrogate in an address field or the email with a 400, creating no payment", async () => {
    const product = await createProduct(db, { price: 2999, stockQuantity: 7 });
    const inAddress = intentBody(product, 1, {
      shippingAddress: { ...intentBody(product).shippingAddress, streetAddress: "1 High \ud800 Street" },
    });
    const inEmail = intentBody(product, 1, { email: "jamie\udc00@example.com" });
    for (const body of [inAddress, inEmail]) {
      const refused = await startPayment(db, body, ctx);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("Please remove the unsupported characters from what you entered.");
    }
    expect(await countRows(db, testPayments)).toBe(0);
    expect(await countRows(db, paymentCheckouts)).toBe(0);
  });

  it("merges repeated lines before the 10-per-item limit, for products and add-ons", async () => {
    const product = await createProduct(db, { price: 2999, stockQuantity: 100 });
    const addon = await createAddon(db, { price: 999 });
    const line = intentBody(product, 10).items[0];
    const productLines = await startPayment(db, intentBody(product, 10, { items: [line, line, line] }), ctx);
    expect(productLines.status).toBe(400);
    expect(productLines.body.error).toBe("You can order at most 10 of each item");
    const addonLine = { productId: addon.id, type: "addon", variant: null, quantity: 10 };
    const addonLines = await startPayment(db, intentBody(product, 1, { items: Array(5).fill(addonLine) }), ctx);
    expect(addonLines.status).toBe(400);
    expect(await countRows(db, testPayments)).toBe(0);
    // merged lines within the limit are one line of their sum
    const split = await startPayment(
      db,
      intentBody(product, 1, {
        items: [
          { ...line, quantity: 4 },
          { ...line, quantity: 6 },
        ],
      }),
      ctx,
    );
    expect(split.status).toBe(200);
    expect(split.body.summary.total).toBe(29990);
  });

  it("refuses a total above the most one payment may be with a 400, not a database error", async () => {
    const product = await createProduct(db, { price: 2_100_000_000, stockQuantity: 5 });
    const refused = await startPayment(db, intentBody(product, 2), ctx);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/the most we can take in one payment/);
    expect(await countRows(db, testPayments)).toBe(0);
  });
});

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

describe("checkout: bad input is a 400 with a readable error and writes nothing", () => {
  const cases: [string, (ids: { product: string; draft: string }) => unknown, RegExp][] = [
    [
      "unknown product",
      () => ({ items: [{ productId: crypto.randomUUID(), type: "product", variant: "Black", quantity: 1 }] }),
      /no longer available/,
    ],
    [
      "draft product",
      ({ draft }) => ({ items: [{ productId: draft, type: "product", variant: "Black", quantity: 1 }] }),
      /no longer available/,
    ],
    [
      "unknown variant",
      ({ product }) => ({ items: [{ productId: product, type: "product", variant: "Purple", quantity: 1 }] }),
      /choose an available option/,
    ],
    [
      "missing variant",
      ({ product }) => ({ items: [{ productId: product, type: "product", quantity: 1 }] }),
      /choose an available option/,
    ],
    [
      "quantity 0",
      ({ product }) => ({ items: [{ productId: product, type: "product", variant: "Black", quantity: 0 }] }),
      /at least 1/,
    ],
    [
      "negative quantity",
      ({ product }) => ({ items: [{ productId: product, type: "product", variant: "Black", quantity: -2 }] }),
      /at least 1/,
    ],
    [
      "fractional quantity",
      ({ product }) => ({ items: [{ productId: product, type: "product", variant: "Black", quantity: 1.5 }] }),
      /whole number/,
    ],
    [
      "absurd quantity",
      ({ product }) => ({ items: [{ productId: product, type: "product", variant: "Black", quantity: 1e9 }] }),
      /at most 10/,
    ],
    [
      "quantity as text",
      ({ product }) => ({ items: [{ productId: product, type: "product", variant: "Black", quantity: "2" }] }),
      /must be a number/,
    ],
    ["empty cart", () => ({ items: [] }), /Your cart is empty/],
    ["malformed email", () => ({ email: "jamie@" }), /Please enter a valid email address/],
    ["missing email", () => ({ email: "" }), /Email is required/],
    [
      "missing street",
      () => ({ shippingAddress: { fullName: "J", city: "Leeds", postcode: "LS1 1AA", phone: "07700 900123" } }),
      /Street address is required/,
    ],
    [
      "bad postcode",
      () => ({
        shippingAddress: {
          fullName: "J",
          streetAddress: "1 A St",
          city: "Leeds",
          postcode: "12345",
          phone: "07700 900123",
        },
      }),
      /valid UK postcode/,
    ],
    [
      "missing phone for express delivery",
      () => ({
        shippingMethod: "express",
        shippingAddress: { fullName: "J", streetAddress: "1 A St", city: "Leeds", postcode: "LS1 1AA", phone: "" },
      }),
      /Phone number is required for express delivery: the courier calls/,
    ],
    ["unknown delivery method", () => ({ shippingMethod: "teleport" }), /delivery method/],
  ];

  it.each(cases)("%s", async (_name, change, message) => {
    const product = await createProduct(db, { variantOptions: ["Black"] });
    const draft = await createProduct(db, { status: "draft", variantOptions: ["Black"] });
    const body = { ...intentBody(product), ...(change({ product: product.id, draft: draft.id }) as object) };
    const result = await startPayment(db, body, ctx);
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(message);
    expect(await countRows(db, paymentCheckouts)).toBe(0);
    expect(await countRows(db, testPayments)).toBe(0);
  });

  it("a GET instead of a POST is a 405", async () => {
    for (const get of [intentGet, confirmGet]) {
      const response = get();
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ error: "Method not allowed. Use POST." });
    }
  });

  it("a body that is not JSON", async () => {
    const result = await startPayment(db, "{not json", ctx);
    expect(result).toEqual({ status: 400, body: { error: "The request body must be valid JSON." } });
  });

  it("more than the stock is a 409 naming what is left", async () => {
    const product = await createProduct(db, { name: "X55", stockQuantity: 2, variantOptions: [] });
    const result = await startPayment(db, intentBody(product, 3), ctx);
    expect(result.status).toBe(409);
    expect(result.body.error).toBe("Sorry, only 2 of X55 are left in stock. Please reduce the quantity.");
    expect(await countRows(db, testPayments)).toBe(0);
  });
});

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

describe("order confirmation page", () => {
  it("shows the order without the shopper's email address or phone number", async () => {
    const product = await createProduct(db, { price: 5999, variantOptions: ["Black"] });
    const started = await startPayment(db, intentBody(product), ctx);
    await payWithCard(db, started.body, undefined, ctx);
    // the browser that placed the order: confirm's cookie shows it the full confirmation
    const { cookie, ...body } = await confirmInBrowser(db, started.body.paymentIntentId, ctx);
    const request = new Request(`http://localhost/order-confirmation/${body.orderNumber}`, { headers: { cookie } });
    const result = (await confirmationLoader(routeArgs(db, request, { orderNumber: body.orderNumber }))) as unknown as {
      data: { order: Record<string, unknown> };
      init: { headers: Record<string, string> };
    };
    const order = result.data.order;
    expect(order).toMatchObject({
      orderNumber: body.orderNumber,
      total: 5999,
      shippingCost: 0,
      vat: 1000,
      emailHint: "j***@example.com",
    });
    const text = JSON.stringify(order);
    expect(text).not.toContain("jamie@example.com");
    expect(text).not.toContain("07700");
    expect(result.init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("offers tracking only while the tracking page is enabled", async () => {
    const product = await createProduct(db, { variantOptions: [] });
    const started = await startPayment(db, intentBody(product), ctx);
    await payWithCard(db, started.body, undefined, ctx);
    const { body } = await confirm(db, started.body.paymentIntentId, ctx);
    const load = async () =>
      (
        (await confirmationLoader(
          routeArgs(db, new Request(`http://localhost/order-confirmation/${body.orderNumber}`), {
            orderNumber: body.orderNumber,
          }),
        )) as unknown as { data: { trackingEnabled: boolean } }
      ).data.trackingEnabled;
    expect(await load()).toBe(true);
    await db.update(settings).set({ trackingPageEnabled: false });
    await notifyStoreChanged("settings");
    expect(await load()).toBe(false);
  });

  it("is a 404 for an unknown order number", async () => {
    const thrown = await confirmationLoader(
      routeArgs(db, new Request("http://localhost/order-confirmation/RH-0000000000"), { orderNumber: "RH-0000000000" }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
