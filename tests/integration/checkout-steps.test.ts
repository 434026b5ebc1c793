// The checkout's steps as server forms, through the real Express app: each step's form posts to its
// own URL, is checked with the schema the browser uses, saved on the basket and answered with the next
// step; a step not yet reached sends the shopper to the first one still to fill in.
import { beforeEach, describe, expect, it } from "vitest";

import { createProduct } from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { resetDb, testDb } from "../support/test-db";

const database = await testDb();
const { db } = database;
const shop = await startFileShop(database, { warmUp: "/checkout" });
beforeEach(() => resetDb(db));

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

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  fetch(`${shop.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
    redirect: "manual",
  });
const get = (path: string, cookie: string) => fetch(`${shop.url}${path}`, { headers: { cookie }, redirect: "manual" });

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
    const shipping = await post("/checkout/shipping", cookie, { ...ADDRESS, postcode: "12345", phone: "" });
    expect(shipping.status).toBe(400);
    const page = await shipping.text();
    expect(page).toContain("Please enter a valid UK postcode");
    expect(page).toContain("Phone number is required");
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
