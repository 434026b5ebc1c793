import { describe, expect, it } from "vitest";

import { paymentCheckouts, testPayments } from "~/db/schema/payments";
import { loader as confirmGet } from "~/routes/api/checkout-confirm";
import { loader as intentGet } from "~/routes/api/checkout-payment-intent";

import { checkoutTestDb, intentBody, startPayment } from "../support/checkout";
import { countRows } from "../support/count-rows";
import { createAddon, createProduct } from "../support/factories";

const { db, ctx } = await checkoutTestDb();

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
