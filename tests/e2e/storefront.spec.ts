import { randomBytes } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";

import { uniqueEmail } from "../support/factories";
import { saveSettingsAsAdmin } from "./support/admin";
import { e2eDb } from "./support/db";
import { emailTo } from "./support/emails";
import { holdScripts, hydrated } from "./support/hold-scripts";

const cartButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });

test("a shopper picks a console, fills the cart, keeps it over a reload and goes to checkout", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "R36 Ultra", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "R36 Ultra" })).toBeVisible();

  // The first colour in stock is chosen as the page opens (the server still refuses an add without one).
  await expect(page.getByRole("radio", { name: "Carbon Black" })).toBeChecked();
  await expect(drawer(page)).toBeHidden();

  await page.getByRole("radio", { name: "Ocean Teal" }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const cart = drawer(page);
  await expect(cart).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shopping Cart (1)" })).toBeVisible();
  await expect(cart.getByRole("link", { name: "R36 Ultra" })).toBeVisible();
  await expect(cart.getByText("Ocean Teal", { exact: true })).toBeVisible();

  await cart.getByRole("button", { name: "Increase quantity of R36 Ultra (Ocean Teal)" }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();
  await expect(cart.getByText("£159.98").first()).toBeVisible();
  await expect(cart.getByText("You qualify for free delivery!")).toBeVisible();
  await cart.getByRole("button", { name: "Decrease quantity of R36 Ultra (Ocean Teal)" }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart (1)" })).toBeVisible();

  // 'Complete Your Setup' upsell
  await expect(cart.getByRole("heading", { name: "Complete Your Setup" })).toBeVisible();
  const upsell = cart.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  const upsellName = (await upsell.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await upsell.click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();
  await expect(cart.getByRole("link", { name: upsellName })).toBeVisible();
  // an add-on already in the cart is no longer offered
  await expect(cart.getByRole("button", { name: `Add ${upsellName} to cart` })).toHaveCount(0);

  // remove the add-on, then the minus button on a single console empties the cart... after the reload
  await cart.getByRole("button", { name: new RegExp(`^Remove ${upsellName.replace(/[()]/g, "\\$&")}`) }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart (1)" })).toBeVisible();

  await cart.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cart).toBeHidden();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await cartButton(page).click();
  await expect(drawer(page).getByRole("link", { name: "R36 Ultra" })).toBeVisible();
  await drawer(page).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a colour picked before the page's scripts have loaded is the one that goes into the cart", async ({ page }) => {
  const hydrate = await holdScripts(page);
  await page.goto("/product/r36-ultra", { waitUntil: "domcontentloaded" });
  await page.getByRole("radio", { name: "Ocean Teal" }).check();
  await hydrate();
  await expect(page.getByRole("radio", { name: "Ocean Teal" })).toBeChecked();
  // the gallery shows that colour's photo, as it would have for a pick after hydration
  const gallery = page.getByRole("region", { name: "R36 Ultra images" });
  await expect(gallery.locator('li[id^="gallery-image"] img[src*="r36-ultra-teal"]')).toBeInViewport({ ratio: 0.9 });
  await expect(gallery.locator('li[id^="gallery-image"] img').first()).not.toBeInViewport();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(drawer(page).getByText("Ocean Teal", { exact: true })).toBeVisible();
});

test("minus on a single item removes it, and an empty cart says so", async ({ page }) => {
  await page.goto("/addon/microsd-128gb");
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const cart = drawer(page);
  await cart.getByRole("button", { name: "Decrease quantity of 128 GB microSD Card" }).click();
  await expect(cart.getByText("Your cart is empty")).toBeVisible();
  await cart.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cart).toBeHidden();
  // opened from the header, closed with Escape: focus goes back to the cart button
  await cartButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test("the drawer re-reads prices when it opens, so a stale price never reaches checkout", async ({ page }) => {
  const db = await e2eDb();
  const slug = `price-check-${randomBytes(4).toString("hex")}`;
  const [product] = await db
    .insert(products)
    .values({
      name: `Price Check ${slug}`,
      slug,
      price: 2000,
      status: "published",
      stockQuantity: 5,
      image: "/images/demo/r36-console-black.webp",
    })
    .returning();
  await page.goto(`/product/${slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(drawer(page).getByText("£20.00 each")).toBeVisible();
  await drawer(page).getByRole("button", { name: "Close" }).click();

  await db.update(products).set({ price: 2500 }).where(eq(products.id, product.id));
  await cartButton(page).click();
  await expect(drawer(page).getByText("£25.00 each")).toBeVisible();
  await db.delete(products).where(eq(products.id, product.id));
});

test("following a product link in the drawer closes it", async ({ page }) => {
  await page.goto("/product/x55-console");
  await page.getByRole("radio", { name: "Glacier Blue" }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await drawer(page).getByRole("link", { name: "X55 Handheld" }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/product\/x55-console$/);
});

test("subscribing: a valid address, an invalid one and the same one again", async ({ page }) => {
  const email = uniqueEmail("fan");
  await page.goto("/");
  const field = page.getByLabel("Email address");
  const form = page.locator("form", { has: field });

  await field.fill("not-an-email");
  await form.getByRole("button").click();
  await expect(page.getByText("Invalid email", { exact: true })).toBeVisible();

  await field.fill(email);
  await form.getByRole("button").click();
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(page.getByText("You've been added to our mailing list.")).toBeVisible();

  await field.fill(email.toUpperCase());
  await form.getByRole("button").click();
  await expect(page.getByText("Already subscribed", { exact: true })).toBeVisible();
  await expect(page.getByText("This email is already on our mailing list.")).toBeVisible();

  // double opt-in: the address is emailed a link, which asks before it confirms
  await expect(page.getByText("We'll email you a link to confirm your address")).toBeVisible();
  const eml = await emailTo(email, "Confirm your subscription to", 60_000);
  const link = /https?:\/\/[^\s"<>]+\/subscribe\/confirm\/[A-Za-z0-9_.-]+/.exec(eml)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you: your subscription is confirmed.");
});

test("an unknown product, add-on or path is a 404 page inside the storefront", async ({ page }) => {
  for (const path of ["/product/no-such-console", "/addon/no-such-addon", "/definitely/not/here"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("the sitemap lists published products only", async ({ request }) => {
  const db = await e2eDb();
  const slug = `draft-${randomBytes(4).toString("hex")}`;
  await db.insert(products).values({ name: "Secret draft", slug, price: 1000, status: "draft" });
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  for (const published of ["r36-console", "r36-ultra", "x55-console"])
    expect(xml).toContain(`/product/${published}</loc>`);
  expect(xml).not.toContain(slug);
  expect(await (await request.get("/robots.txt")).text()).toContain("/sitemap.xml");
  await db.delete(products).where(eq(products.slug, slug));
});

test("turning the Track Order nav option off takes it out of the navigation, not the footer", async ({
  page,
  browser,
  baseURL,
}) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/");
  await expect(nav.getByRole("link")).toHaveText(["Home", "Consoles", "Track Order", "Support"]);
  try {
    await saveSettingsAsAdmin(browser, baseURL!, { showTrackingInNav: false });
    await page.reload();
    await expect(nav.getByRole("link")).toHaveText(["Home", "Consoles", "Support"]);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Track Order" })).toBeVisible();
    await saveSettingsAsAdmin(browser, baseURL!, { trackingPageEnabled: false });
    await page.reload();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Track Order" })).toHaveCount(0);
    // the page itself is gone, but a shopper who follows an old link still has the shop around the 404
    expect((await page.goto("/track-order"))?.status()).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  } finally {
    await saveSettingsAsAdmin(browser, baseURL!, { showTrackingInNav: true, trackingPageEnabled: true });
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the FAQ accordion opens one answer at a time and closes again", async ({ page }) => {
      await page.goto("/support#faq");
      const question = (name: string) => page.locator("summary").filter({ hasText: name });
      const first = question("How long does UK delivery take?");
      const second = question("Can I return my order if I change my mind?");
      const firstAnswer = page.getByText(/Orders placed before 2pm/).last();
      const secondAnswer = page.locator("details").filter({ has: second }).locator("summary + *");
      await expect(firstAnswer).toBeHidden();
      await first.click();
      await expect(firstAnswer).toBeVisible();
      await second.click();
      await expect(firstAnswer).toBeHidden();
      await expect(secondAnswer).toBeVisible();
      await second.click();
      await expect(secondAnswer).toBeHidden();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mailing-list form still subscribes and says so", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Email address").fill(uniqueEmail("nojs"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("Success! You've been added to our mailing list.");
    // the answer comes back where the form was, not at the top of the home page, far above it
    await expect(page.getByRole("status")).toBeInViewport();
  });
});
