// At the payment step, before any charge: a line that cannot be bought is named with its fix as forms, and a
// new price or a sold-out colour is shown before Pay.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";

import { checkoutStepsShop } from "../support/checkout-steps-shop";
import { createProduct, setStock, setVariantStock } from "../support/factories";

const { db, shop, post, get, STANDARD, CARD, withCookies, basketWith, atPayment } = await checkoutStepsShop();

/**
 * After a fix posted from the payment step (`fix`, the basket's answer): back on the step, the notice `gone` gone
 * and `pay` offered, and paying now places the order.
 */
async function paysAfterFix(cookie: string, fix: Response, { gone, pay }: { gone: string; pay: string }) {
  expect(fix.headers.get("location")).toBe("/checkout/payment");
  const ready = await (await get("/checkout/payment", withCookies(cookie, fix))).text();
  expect(ready).not.toContain(gone);
  expect(ready).toContain(pay);
  const paid = await post("/checkout/payment", cookie, CARD);
  expect(paid.headers.get("location")).toMatch(/^\/order-confirmation\//);
}

describe("a line that cannot be bought, found at payment", () => {
  it("names the item with its stock and offers Set to and Remove as forms; paying waits for the fix", async () => {
    const { product, cookie } = await basketWith(5, { name: "R36 Ultra Form" });
    await atPayment(cookie, "fix@example.com");
    await setStock(db, product.id, 3);

    const page = await (await get("/checkout/payment", cookie)).text();
    expect(page).toContain("R36 Ultra Form: only 3 left.");
    expect(page).toMatch(/<button[^>]*aria-label="Set R36 Ultra Form to 3"[^>]*>Set to 3<\/button>/);
    expect(page).toMatch(/<button[^>]*aria-label="Remove R36 Ultra Form"[^>]*>Remove<\/button>/);
    expect(page).not.toContain("Try again");
    expect(page).not.toContain('name="cardNumber"');
    // each fix is a form posted to the basket that comes back to the payment step
    expect(page).toContain('name="redirectTo" value="/checkout/payment"');

    const refused = await post("/checkout/payment", cookie, CARD);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Please fix the items marked above to pay.");
    expect(await db.select().from(orders)).toEqual([]);

    const lineId = /name="lineId" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const fixed = await post("/cart", cookie, {
      intent: "set",
      lineId,
      quantity: "3",
      redirectTo: "/checkout/payment",
    });
    await paysAfterFix(cookie, fixed, { gone: "only 3 left", pay: "Pay £149.97" });
  });

  it("says an unpublished item is no longer available, with Remove only", async () => {
    const { product, cookie } = await basketWith(1, { name: "Withdrawn Console" });
    await atPayment(cookie);
    await db.update(products).set({ status: "draft" }).where(eq(products.id, product.id));
    const page = await (await get("/checkout/payment", cookie)).text();
    expect(page).toContain("Withdrawn Console is no longer available.");
    expect(page).toContain('aria-label="Remove Withdrawn Console"');
    expect(page).not.toContain(">Set to ");
  });

  it("says a sold-out item is sold out, with Remove only", async () => {
    const { product, cookie } = await basketWith(2, { name: "Gone Console" });
    await atPayment(cookie);
    await setStock(db, product.id, 0);
    const page = await (await get("/checkout/payment", cookie)).text();
    expect(page).toContain("Gone Console is sold out.");
    expect(page).toContain('aria-label="Remove Gone Console"');
    expect(page).not.toContain(">Set to ");
  });
});

describe("prices and stock checked before any charge", () => {
  it("says a new price on every view until the shopper has seen it, and holds Pay until then", async () => {
    const { product, cookie } = await basketWith(1, { name: "Rising Console", price: 6499 });
    await atPayment(cookie, "rise@example.com");
    await db.update(products).set({ price: 6999 }).where(eq(products.id, product.id));

    // the browser's background read of the basket does not use the notice up
    const read = (await (await get("/api/cart", cookie)).json()) as {
      basket: { lines: { priceChangedFrom: number }[] };
    };
    expect(read.basket.lines[0].priceChangedFrom).toBe(6499);
    for (const reload of [1, 2]) {
      const page = await (await get("/checkout/payment", cookie)).text();
      expect(page, `view ${reload}`).toContain("Price changed from £64.99 to £69.99");
      expect(page).toContain("Please check the new price to pay");
      expect(page).not.toContain('name="cardNumber"');
    }
    // neither the page's form nor the script's payment charges it unseen
    const refused = await post("/checkout/payment", cookie, CARD);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("changed from £64.99 to £69.99");
    const intent = await fetch(`${shop.url}/api/checkout/payment-intent`, {
      method: "POST",
      headers: { cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        items: [{ productId: product.id, type: "product", variant: null, quantity: 1 }],
        email: "rise@example.com",
        emailOffers: false,
        shippingAddress: { ...STANDARD, postcode: "SW1A 1AA" },
        shippingMethod: "standard",
      }),
    });
    expect(intent.status).toBe(409);
    expect(await db.select().from(orders)).toEqual([]);

    const seen = await post("/cart", cookie, { intent: "seen", redirectTo: "/checkout/payment" });
    await paysAfterFix(cookie, seen, { gone: "Price changed", pay: "Pay £69.99" });
    const [order] = await db.select().from(orders);
    expect(order.total).toBe(6999);
  });

  it("names a sold-out colour and offers another colour or Remove, summing only what can be bought", async () => {
    const product = await createProduct(db, {
      name: "Colour Console",
      variantOptions: ["Stealth Black", "Ocean Teal"],
      price: 7999,
    });
    const add = (variant: string, cookie: string) =>
      post("/cart", cookie, { intent: "add", redirectTo: "/cart", itemType: "product", itemId: product.id, variant });
    const first = await add("Stealth Black", "");
    const cookie = withCookies("", first);
    await add("Ocean Teal", cookie);
    await atPayment(cookie, "colour@example.com");
    await setVariantStock(db, product, { "Stealth Black": 0, "Ocean Teal": 5 });

    const page = await (await get("/checkout/payment", cookie)).text();
    expect(page).toMatch(/Stealth Black is sold out: <a[^>]*href="\/product\/[^"]+"[^>]*>choose another colour<\/a>/);
    expect(page).not.toContain("Colour Console is sold out.");
    expect(page).toMatch(/<button[^>]*aria-label="Remove Colour Console \(Stealth Black\)"[^>]*>Remove<\/button>/);
    expect(page).not.toContain('name="cardNumber"');
    // the summary lists the one line its subtotal counts
    const summary = page.slice(page.indexOf('aria-label="Items in your order"'));
    expect(summary).toContain("Ocean Teal");
    expect(summary.slice(0, summary.indexOf("</ul>"))).not.toContain("Stealth Black");
  });
});
