// The checkout's steps as server forms, through the real Express app: each step's form posts to its own URL, is
// checked with the schema the browser uses, saved on the basket and answered with the next step; a step not yet
// reached sends the shopper to the first one still to fill in. Steps are saved only in order, and the Checkout
// link resumes at the furthest step reached.
import { describe, expect, it } from "vitest";

import { orders } from "~/db/schema/orders";

import { checkoutStepsShop } from "../support/checkout-steps-shop";

const { db, shop, post, get, ADDRESS, STANDARD, CARD, withCookies, basketCookie, basketWith } =
  await checkoutStepsShop();

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
