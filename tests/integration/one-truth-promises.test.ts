// One truth about the shop's promises, through the real Express app over the demo shop: every page a shopper
// reads (banner, home, product page, checkout, Support and its FAQ, the Returns page, the Terms) and the emails
// state the same returns policy and the same places the shop delivers, as set in the admin's settings editor;
// and VAT follows the destination.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { reviews } from "~/db/schema/reviews";
import { settings } from "~/db/schema/settings";
import { formEntries } from "~/lib/form-input";
import { seedDemoCatalog } from "~/modules/demo/demo-seed.server";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { toSettingsForm, type SettingsForm } from "~/modules/settings/settings.schema";
import { getSettings } from "~/modules/settings/settings.server";

import { intentBody, startPayment } from "../support/checkout";
import { createAdminSession, createProduct, setVariantStock } from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { resetDb, testDb } from "../support/test-db";

const database = await testDb();
const { db } = database;
const shop = await startFileShop(database, { warmUp: "/" });
let admin: Awaited<ReturnType<typeof createAdminSession>>;

beforeAll(async () => {
  await resetDb(db);
  await db.delete(settings);
  await seedDemoCatalog(db);
  admin = await createAdminSession(db);
}, 120_000);

/** A page as a shopper reads it: its text, without markup. */
async function pageText(path: string, cookie = ""): Promise<string> {
  const response = await fetch(`${shop.url}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** A basket holding a demo console, as Add to Cart leaves it without JavaScript: its cookie. */
async function basketCookie(productId: string, variant: string) {
  const response = await fetch(`${shop.url}/cart`, {
    method: "POST",
    body: new URLSearchParams({ intent: "add", redirectTo: "/cart", itemType: "product", itemId: productId, variant }),
    redirect: "manual",
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Saves the settings editor as the browser posts it, with these changes; returns the response. */
async function saveSettings(changes: Partial<SettingsForm>) {
  const form = new URLSearchParams({ csrf: admin.csrfToken });
  const values = { ...toSettingsForm(await getSettings(db)), ...changes };
  for (const [name, value] of formEntries(values)) form.append(name, value);
  return fetch(`${shop.url}/admin/dashboard/settings`, {
    method: "POST",
    body: form,
    headers: { cookie: admin.cookie },
  });
}

/** Every surface that states the returns promise, as one text per surface. */
async function surfaces(): Promise<Record<string, string>> {
  const record = await getSettings(db);
  const [product] = await db.select().from(products).where(eq(products.slug, "r36-console"));
  const cookie = await basketCookie(product.id, product.variantOptions[0]);
  await fetch(`${shop.url}/checkout`, {
    method: "POST",
    body: new URLSearchParams({ email: "a@example.com" }),
    headers: { cookie },
    redirect: "manual",
  });
  const brand = brandFromSettings(record, shop.url);
  return {
    home: await pageText("/"),
    product: await pageText(`/product/${product.slug}`),
    support: await pageText("/support"),
    returns: await pageText("/returns"),
    terms: await pageText("/terms-of-service"),
    checkout: await pageText("/checkout/shipping", cookie),
    deliveredEmail: renderEmail("order_delivered", { orderNumber: "RH-1", customerName: "Ada" }, brand).text,
  };
}

const all = (texts: Record<string, string>, pattern: RegExp) =>
  Object.entries(texts).flatMap(([surface, text]) => [...text.matchAll(pattern)].map((m) => `${surface}: ${m[1]}`));
const MONEY_BACK = /(\d+)[- ]day money-back/gi;
// how soon a refund comes once the goods are back (not the Consumer Rights Act's 30 days to reject a fault)
const REFUND_TIME = /within (\d+ (?:working )?days) of (?:the item reaching us|receiving the goods)/gi;
const YOU_PAY = /(you pay the cost of sending)/gi;
const WE_PAY = /(we pay the (?:cost of sending|return postage)|free (?:uk )?returns|we cover the cost)/gi;

describe("one returns policy", () => {
  it("the demo's 30-day guarantee, free return postage: every surface says 30 days, we pay, refund in 14", async () => {
    const texts = await surfaces();
    const moneyBack = all(texts, MONEY_BACK);
    expect(moneyBack.length).toBeGreaterThan(4);
    expect(moneyBack.filter((m) => !m.endsWith(": 30"))).toEqual([]);
    const refundTimes = all(texts, REFUND_TIME);
    expect(refundTimes.length).toBeGreaterThan(2);
    expect(refundTimes.filter((m) => !m.endsWith(": 14 days"))).toEqual([]);
    expect(all(texts, YOU_PAY)).toEqual([]);
    expect(texts.home).toContain("30-Day Money-Back Guarantee");
    expect(texts.returns).toContain("30-Day Money-Back Guarantee: the terms");
  }, 120_000);

  it("a 45-day guarantee the shopper posts back at their cost reads so everywhere, and the terms say it", async () => {
    const saved = await saveSettings({
      guaranteeDays: 45,
      guaranteeReturnPostage: "customer",
      guaranteeRefundDays: 10,
    });
    expect(saved.status).toBe(200);
    const texts = await surfaces();
    expect(all(texts, MONEY_BACK).filter((m) => !m.endsWith(": 45"))).toEqual([]);
    expect(all(texts, WE_PAY)).toEqual([]);
    expect(texts.returns).toMatch(/You pay the cost of sending it back/);
    expect(texts.home).toContain("45-Day Money-Back Guarantee");
  }, 120_000);

  it("with the guarantee off, no surface promises money back; the 14-day right to cancel stays", async () => {
    expect((await saveSettings({ guaranteeEnabled: false })).status).toBe(200);
    const texts = await surfaces();
    expect(all(texts, /(money[- ]back)/gi)).toEqual([]);
    expect(all(texts, WE_PAY)).toEqual([]);
    expect(texts.returns).toContain("within 14 days");
    expect(texts.deliveredEmail).toContain("within 14 days of delivery");
  }, 120_000);

  it("the editor refuses a guarantee of 14 days or fewer, and free text that promises returns", async () => {
    const short = await saveSettings({ guaranteeEnabled: true, guaranteeDays: 14 });
    expect(await short.text()).toContain("A guarantee must give more than the statutory 14 days");
    const badge = await saveSettings({ checkoutTrustBadges: ["Free UK returns"] });
    expect(await badge.text()).toContain("Returns and refunds are stated from the returns policy");
    expect((await getSettings(db)).guaranteeDays).not.toBe(14);
    expect((await getSettings(db)).checkoutTrustBadges).not.toContain("Free UK returns");
    expect((await saveSettings({ guaranteeEnabled: true, guaranteeDays: 30 })).status).toBe(200);
  }, 120_000);
});

describe("where the shop delivers", () => {
  it("checkout offers, and the FAQ names, exactly the places in settings; the server refuses the others", async () => {
    expect((await saveSettings({ deliveryCountries: ["United Kingdom", "Isle of Man"] })).status).toBe(200);
    const texts = await surfaces();
    expect(texts.checkout).toContain("Isle of Man");
    expect(texts.checkout).not.toContain("Jersey");
    expect(texts.support).toContain(
      "We deliver to addresses in the United Kingdom (Great Britain and Northern Ireland) and the Isle of Man.",
    );
    expect(texts.support).not.toContain("only deliver to addresses in the United Kingdom");

    const product = await createProduct(db, { price: 6000, stockQuantity: 10, variantOptions: [] });
    const jersey = { ...intentBody(product).shippingAddress, country: "Jersey", postcode: "JE2 3AB" };
    const refused = await startPayment(db, intentBody(product, 1, { shippingAddress: jersey }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Please choose a country we deliver to");
  }, 120_000);

  it("the Isle of Man pays UK VAT; Jersey and Guernsey are zero-rated, with the import-charges note", async () => {
    const all4 = ["United Kingdom", "Isle of Man", "Jersey", "Guernsey"];
    expect((await saveSettings({ deliveryCountries: all4 as SettingsForm["deliveryCountries"] })).status).toBe(200);
    const product = await createProduct(db, { price: 6000, stockQuantity: 10, variantOptions: [] });
    const to = (country: string, postcode: string) =>
      intentBody(product, 1, { shippingAddress: { ...intentBody(product).shippingAddress, country, postcode } });
    const man = await startPayment(db, to("Isle of Man", "IM1 1AA"));
    expect(man.body).toMatchObject({ summary: { total: 6000, vat: 1000 } });
    for (const [island, postcode] of [
      ["Jersey", "JE2 3AB"],
      ["Guernsey", "GY1 1AA"],
    ]) {
      const started = await startPayment(db, to(island, postcode));
      expect(started.body).toMatchObject({ summary: { total: 6000, vat: 0 } });
    }
    expect((await surfaces()).support).toContain("import GST or duty");
  }, 120_000);
});

describe("demo content is true of the demo shop", () => {
  it("claims nothing the checkout or catalogue contradicts: no game library, no wallets checkout lacks", async () => {
    const [home, support] = [await pageText("/"), await pageText("/support")];
    for (const text of [home, support]) {
      expect(text).not.toMatch(/thousands of (classic )?(games|classics)/i);
      expect(text).not.toMatch(/Apple Pay|Google Pay/);
    }
    expect(support).toContain("We do not sell or supply copyrighted games");
  });

  it("shows New Arrival only on a product added after its reviews were written", async () => {
    const home = await pageText("/");
    const rows = await db.select().from(products);
    const firstReviews = await db
      .select({ productId: reviews.productId, datePosted: reviews.datePosted })
      .from(reviews);
    for (const product of rows) {
      const reviewed = firstReviews.filter((r) => r.productId === product.id).map((r) => r.datePosted.getTime());
      expect(product.createdAt.getTime(), product.slug).toBeLessThanOrEqual(Math.min(...reviewed));
    }
    // the X55, reviewed weeks ago, is not new
    expect(home).not.toMatch(/New Arrival[^.]{0,80}X55/);
  });

  it("serves a sold-out colour's back-in-stock form in the page, for a shopper without JavaScript", async () => {
    const product = await createProduct(db, { variantOptions: ["Stealth Black", "Arctic White"] });
    await setVariantStock(db, product, { "Stealth Black": 5, "Arctic White": 0 });
    const response = await fetch(`${shop.url}/product/${product.slug}`);
    const html = await response.text();
    const form = html.slice(html.indexOf("Email me when it"));
    expect(form).toContain('name="variant"');
    expect(form).toMatch(/<option value="Arctic White"[^>]*>Arctic White<\/option>/);
    expect(form).not.toContain(">Stealth Black</option>");

    // posted as a plain form, it is kept for that colour
    const posted = await fetch(`${shop.url}/product/${product.slug}`, {
      method: "POST",
      body: new URLSearchParams({ variant: "Arctic White", email: "waiting@example.com" }),
    });
    expect(await posted.text()).toContain("we'll email you once when it's back in stock");
  });
});
