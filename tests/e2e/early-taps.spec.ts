import { expect, test, type Page } from "@playwright/test";

import { uniqueEmail } from "../support/factories";
import { holdScripts } from "./support/hold-scripts";
import { newProduct } from "./support/purchase";

// The page hydrates after its first paint (docs/decisions/010), so a shopper can tap before React runs
// it: before the scripts have arrived, or just as they do. Whichever of the page's forms or React took
// the tap, the basket holds exactly what was tapped: nothing lost, nothing done twice.

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

type ServerBasket = { itemCount: number; lines: { name: string; quantity: number }[] };

/** The basket as the server holds it, read with the page's cookies. */
async function serverBasket(page: Page): Promise<ServerBasket> {
  const response = await page.request.get("/api/cart", { headers: { Accept: "application/json" } });
  const { basket } = (await response.json()) as { basket: ServerBasket };
  return { itemCount: basket.itemCount, lines: basket.lines.map(({ name, quantity }) => ({ name, quantity })) };
}

/** Every script answered `ms` after it was asked for, as on a slow phone's connection. */
async function delayScripts(page: Page, ms: number) {
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
}

/** Holds every script until `open()`; from then on they pass at once, so the page hydrates just after. */
async function scriptGate(page: Page) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await opened;
    await route.continue().catch(() => {});
  });
  return { open };
}

/** The middle of a control, for a tap that does not wait for the page (Playwright's click waits two frames). */
async function centre(page: Page, name: string) {
  const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** What the shopper sees once the page has hydrated, on /cart and in the header, and what the server holds. */
async function expectBasket(page: Page, name: string, quantity: number) {
  // The header's count is read in the browser after hydration: it shows once React runs the page.
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${quantity} item${quantity === 1 ? "" : "s"}`, {
    timeout: 20_000,
  });
  await page.waitForLoadState("networkidle");
  expect(await serverBasket(page)).toEqual({ itemCount: quantity, lines: [{ name, quantity }] });
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: `Shopping Cart (${quantity})` })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${name}`, { exact: true })).toHaveText(String(quantity));
}

test("Add to Cart and + tapped while every script is two seconds away are each done once", async ({ page }) => {
  test.slow(); // three pages, each waiting for its scripts
  const product = await newProduct({ variantOptions: [] });
  await delayScripts(page, 2_000);

  await page.goto(`/product/${product.slug}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  // The form went to the server, which answered with /cart and the line.
  await expect(page.getByRole("heading", { name: "Shopping Cart (1)" })).toBeVisible();
  await page.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();

  await expectBasket(page, product.name, 2);
});

// Taps from the moment the scripts arrive to just after the page hydrates (50 to 150 ms later on this
// machine): each repeat of the test taps at another moment.
const OFFSETS_MS = [0, 15, 40, 80, 150];

test("Add to Cart and + tapped just as the scripts arrive are each done once", async ({ page }) => {
  test.slow();
  const offset = OFFSETS_MS[test.info().repeatEachIndex % OFFSETS_MS.length];
  const product = await newProduct({ variantOptions: [] });

  let gate = await scriptGate(page);
  await page.goto(`/product/${product.slug}`, { waitUntil: "domcontentloaded" });
  let at = await centre(page, "Add to Cart");
  await page.waitForTimeout(300);
  gate.open();
  await page.waitForTimeout(offset);
  await page.mouse.click(at.x, at.y);
  // React's drawer, or the server's /cart: the same one line either way
  await expect
    .poll(async () => (await serverBasket(page)).lines, { timeout: 20_000 })
    .toEqual([{ name: product.name, quantity: 1 }]);

  await page.unrouteAll({ behavior: "wait" });
  gate = await scriptGate(page);
  await page.goto("/cart", { waitUntil: "domcontentloaded" });
  at = await centre(page, `Increase quantity of ${product.name}`);
  await page.waitForTimeout(300);
  gate.open();
  await page.waitForTimeout(offset);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveText("2", { timeout: 20_000 });

  await expectBasket(page, product.name, 2);
});

test("an email typed before the checkout hydrated is kept and sent", async ({ page }) => {
  const product = await newProduct({ variantOptions: [] });
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect.poll(async () => (await serverBasket(page)).itemCount).toBe(1);

  const email = uniqueEmail("early");
  const hydrate = await holdScripts(page);
  await page.goto("/checkout", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await hydrate();
  // hydrated, and the page has drawn again since (the header's count comes after hydration)
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await page.goto("/checkout");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
});
