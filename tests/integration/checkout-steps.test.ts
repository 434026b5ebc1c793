// The checkout's steps as server forms, through the real Express app: each step's form posts to its
// own URL, is checked with the schema the browser uses, saved on the basket and answered with the next
// step; a step not yet reached sends the shopper to the first one still to fill in. Without JavaScript
// the payment step's plain form pays the basket with the built-in test provider and lands on the
// confirmation; with Stripe the step says card payment needs JavaScript. Steps are saved only in order,
// the Checkout link resumes at the furthest step reached, and a line that cannot be bought is named at
// payment with its fix as forms.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";

import { createProduct, setStock, setVariantStock } from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { freshTestDb } from "../support/test-db";

const database = await freshTestDb();
const { db } = database;
const shop = await startFileShop(database, { warmUp: "/checkout" });
const stripeShop = await startFileShop(database, { env: { STRIPE_SECRET_KEY: "sk_test_fake" } });

const ADDRESS = {
  fullName: "Ada Lovelace",
  streetAddress: "1 Analytical Row",
  apartment: "",
  city: "London",
  postcode: "sw1a1aa",
  country: "United Kingdom",
  phone: "020 7946 0000",
  shippingMethod: "express",
};

/** A basket holding one console, as Add to Cart without JavaScript leaves it: its cookie. */
async function basketCookie() {
  const product = await createProduct(db, { name: "Step Console", variantOptions: ["Blue"], price: 4999 });
  const response = await fetch(`${shop.url}/cart`, {
    method: "POST",
    body: new URLSearchParams({
      intent: "add",
      redirectTo: "/cart",
      itemType: "product",
      itemId: product.id,
      variant: "Blue",
    }),
    redirect: "manual",
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Form posts and page loads on one shop, with the cookies given, redirects not followed. */
const requestsTo = (base: string) => ({
  post: (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie },
      redirect: "manual",
    }),
  get: (path: string, cookie: string) => fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" }),
});
const { post, get } = requestsTo(shop.url);
const stripe = requestsTo(stripeShop.url);

describe("checkout steps as forms", () => {
  it("saves each step on the basket and answers with the next step, whose page shows what was saved", async () => {
    const cookie = await basketCookie();
    const contact = await post("/checkout", cookie, { email: "ada@example.com", emailOffers: "on" });
    expect(contact.status).toBe(303);
    expect(contact.headers.get("location")).toBe("/checkout/shipping");
    // a reload of the contact step keeps the email
    expect(await (await get("/checkout", cookie)).text()).toContain('value="ada@example.com"');

    const shipping = await post("/checkout/shipping", cookie, ADDRESS);
    expect(shipping.status).toBe(303);
    expect(shipping.headers.get("location")).toBe("/checkout/payment");
    const shippingPage = await (await get("/checkout/shipping", cookie)).text();
    expect(shippingPage).toContain('value="Ada Lovelace"');
    expect(shippingPage).toContain('value="SW1A 1AA"');

    const payment = await get("/checkout/payment", cookie);
    expect(payment.status).toBe(200);
    const html = await payment.text();
    expect(html).toContain("ada@example.com");
    expect(html).toContain("1 Analytical Row, London, SW1A 1AA, United Kingdom");
    // the server's own totals: £49.99 and express delivery (£9.99) make £59.98
    expect(html).toContain("£59.98");
  });

  it("refuses a bad field with 400 and the schema's message, keeping what was typed and saving nothing", async () => {
    const cookie = await basketCookie();
    const contact = await post("/checkout", cookie, { email: "not-an-email" });
    expect(contact.status).toBe(400);
    const html = await contact.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('value="not-an-email"');
    expect((await get("/checkout/shipping", cookie)).headers.get("location")).toBe("/checkout");

    await post("/checkout", cookie, { email: "ada@example.com" });
    const shipping = await post("/checkout/shipping", cookie, {
      ...ADDRESS,
      postcode: "12345",
      phone: "",
      shippingMethod: "express",
    });
    expect(shipping.status).toBe(400);
    const page = await shipping.text();
    expect(page).toContain("Please enter a valid UK postcode");
    expect(page).toContain("Phone number is required for express delivery: the courier calls if they cannot deliver.");
    expect(page).toContain('value="Ada Lovelace"');

    // a NUL, which the database's jsonb cannot keep, is a 400 too, never a 500
    expect((await post("/checkout", cookie, { email: "a\u0000@example.com" })).status).toBe(400);
  });

  it("sends a later step to the first one still to fill in, and an empty basket home", async () => {
    const cookie = await basketCookie();
    expect((await get("/checkout/payment", cookie)).headers.get("location")).toBe("/checkout");
    await post("/checkout", cookie, { email: "ada@example.com" });
    expect((await get("/checkout/payment", cookie)).headers.get("location")).toBe("/checkout/shipping");
    expect((await get("/checkout/shipping", cookie)).status).toBe(200);

    expect((await get("/checkout/shipping", "")).headers.get("location")).toBe("/");
    expect((await post("/checkout", "", { email: "ada@example.com" })).headers.get("location")).toBe("/");
  });

  it("answers a body that is not a form with 400, never a 500, and saves nothing", async () => {
    const cookie = await basketCookie();
    for (const path of ["/checkout", "/checkout/shipping"]) {
      const response = await fetch(`${shop.url}${path}`, {
        method: "POST",
        body: "email=ada@example.com",
        headers: { cookie, "content-type": "text/plain" },
        redirect: "manual",
      });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain("The form could not be read");
    }
    expect((await get("/checkout/shipping", cookie)).headers.get("location")).toBe("/checkout");
  });
});

const STANDARD = { ...ADDRESS, shippingMethod: "standard" };
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

/** The cookies a response sets, as the next request sends them (later ones win). */
function withCookies(cookie: string, response: Response): string {
  const jar = new Map<string, string>();
  const keep = (pair: string) => jar.set(pair.slice(0, pair.indexOf("=")), pair);
  for (const pair of cookie ? cookie.split("; ") : []) keep(pair);
  for (const set of response.headers.getSetCookie()) keep(set.split(";")[0]);
  return [...jar.values()].join("; ");
}

/** A basket holding `quantity` of a new console, as Add to Cart without JavaScript leaves it. */
async function basketWith(quantity = 1, overrides: Partial<typeof products.$inferInsert> = {}) {
  const product = await createProduct(db, { name: "Form Console", variantOptions: [], price: 4999, ...overrides });
  const added = await post("/cart", "", {
    intent: "add",
    redirectTo: "/cart",
    itemType: "product",
    itemId: product.id,
    quantity: String(quantity),
  });
  return { product, cookie: withCookies("", added) };
}

/** Contact and shipping saved, as the first two steps' forms leave them. */
async function atPayment(cookie: string, email = "ada@example.com") {
  expect((await post("/checkout", cookie, { email })).headers.get("location")).toBe("/checkout/shipping");
  expect((await post("/checkout/shipping", cookie, STANDARD)).headers.get("location")).toBe("/checkout/payment");
}

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

describe("steps in order", () => {
  it("refuses a step posted before the one it needs: the first step to fill in, with its message", async () => {
    const { cookie } = await basketWith();
    const early = await post("/checkout/shipping", cookie, STANDARD);
    expect(early.status).toBe(303);
    expect(early.headers.get("location")).toBe("/checkout");
    const contactPage = await (await get("/checkout", withCookies(cookie, early))).text();
    expect(contactPage).toContain("Please enter your contact information first.");
    // nothing was saved out of order: the contact saved now still leaves the address to fill in
    await post("/checkout", cookie, { email: "ada@example.com" });
    const shippingPage = await (await get("/checkout/shipping", cookie)).text();
    expect(shippingPage).not.toContain("Ada Lovelace");

    const pay = await post("/checkout/payment", cookie, CARD);
    expect(pay.headers.get("location")).toBe("/checkout/shipping");
    const shippingAgain = await (await get("/checkout/shipping", withCookies(cookie, pay))).text();
    expect(shippingAgain).toContain("Please enter your shipping address first.");
    expect(await db.select().from(orders)).toEqual([]);
  });

  it("resumes the Checkout link at the furthest step the basket has reached", async () => {
    const { cookie } = await basketWith();
    expect((await get("/checkout?resume", cookie)).headers.get("location")).toBe("/checkout");
    await post("/checkout", cookie, { email: "ada@example.com" });
    expect((await get("/checkout?resume", cookie)).headers.get("location")).toBe("/checkout/shipping");
    await post("/checkout/shipping", cookie, STANDARD);
    expect((await get("/checkout?resume", cookie)).headers.get("location")).toBe("/checkout/payment");
    // the contact step itself stays where Back and the step list lead
    expect((await get("/checkout", cookie)).status).toBe(200);
  });
});

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
    expect(fixed.headers.get("location")).toBe("/checkout/payment");
    const ready = await (await get("/checkout/payment", withCookies(cookie, fixed))).text();
    expect(ready).not.toContain("only 3 left");
    expect(ready).toContain("Pay £149.97");
    const paid = await post("/checkout/payment", cookie, CARD);
    expect(paid.headers.get("location")).toMatch(/^\/order-confirmation\//);
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
    expect(seen.headers.get("location")).toBe("/checkout/payment");
    const ready = await (await get("/checkout/payment", withCookies(cookie, seen))).text();
    expect(ready).not.toContain("Price changed");
    expect(ready).toContain("Pay £69.99");
    const paid = await post("/checkout/payment", cookie, CARD);
    expect(paid.headers.get("location")).toMatch(/^\/order-confirmation\//);
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
