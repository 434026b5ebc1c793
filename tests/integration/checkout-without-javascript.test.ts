// Without JavaScript the payment step's plain form pays the basket with the built-in test provider and lands on
// the confirmation; with Stripe the step says card payment needs JavaScript.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";

import { checkoutStepsShop } from "../support/checkout-steps-shop";

const { db, post, get, stripe, CARD, withCookies, basketWith, atPayment } = await checkoutStepsShop();

describe("paying without JavaScript", () => {
  it("pays the basket with the test card from the payment step's form and lands on the confirmation", async () => {
    const { product, cookie } = await basketWith(2);
    await atPayment(cookie, "form-buyer@example.com");
    const page = await (await get("/checkout/payment", cookie)).text();
    // a plain form the browser can post: named card fields and the server's total (2 x £49.99, free delivery)
    expect(page).toMatch(/<form(?=[^>]*method="post")(?=[^>]*aria-label="Card payment")/);
    expect(page).toContain('name="cardNumber"');
    expect(page).toContain("Pay £99.98");

    const paid = await post("/checkout/payment", cookie, CARD);
    expect(paid.status).toBe(303);
    const location = paid.headers.get("location") ?? "";
    expect(location).toMatch(/^\/order-confirmation\/RH-[0-9A-Z]{10}$/);
    const [order] = await db.select().from(orders).where(eq(orders.email, "form-buyer@example.com"));
    expect(order).toMatchObject({ orderNumber: location.split("/").pop(), total: 9998, customerName: "Ada Lovelace" });
    const [after] = await db.select().from(products).where(eq(products.id, product.id));
    expect(after.stockQuantity).toBe(48);

    // the basket is spent, and this browser sees its full confirmation
    const next = withCookies(cookie, paid);
    expect(next).toContain("shop_basket_count=0");
    const confirmation = await (await get(location, next)).text();
    expect(confirmation).toContain("Thank you for your order!");
    expect(confirmation).toContain("1 Analytical Row");
    expect((await get("/checkout/payment", next)).headers.get("location")).toBe("/");
  });

  it("shows a declined card's message on the payment step and places no order", async () => {
    const { cookie } = await basketWith();
    await atPayment(cookie, "declined@example.com");
    const declined = await post("/checkout/payment", cookie, { ...CARD, cardNumber: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    const page = await declined.text();
    expect(page).toContain("Your card was declined.");
    expect(page).toContain('aria-label="Card payment"');
    expect(await db.select().from(orders).where(eq(orders.email, "declined@example.com"))).toEqual([]);

    // the same basket then pays with a good card
    const paid = await post("/checkout/payment", cookie, CARD);
    expect(paid.headers.get("location")).toMatch(/^\/order-confirmation\//);
  });

  it("with Stripe, says card payment needs JavaScript and takes no plain form", async () => {
    const { cookie } = await basketWith();
    await atPayment(cookie);
    const page = await (await stripe.get("/checkout/payment", cookie)).text();
    expect(page).toContain("<noscript>");
    expect(page).toContain("Card payment needs JavaScript. Please turn it on to pay.");
    expect(page).not.toContain('name="cardNumber"');
    const refused = await stripe.post("/checkout/payment", cookie, CARD);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Card payment needs JavaScript. Please turn it on to pay.");
    expect(await db.select().from(orders)).toEqual([]);
  });
});
