import { expect, test, type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";
import { invoices } from "~/db/schema/invoices";
import { orders } from "~/db/schema/orders";
import { setBundleRule } from "~/modules/promotions/discount-codes-admin.server";

import { createAddon, uniqueEmail, uniquelyNamed } from "../support/factories";
import { createDiscountCode } from "../support/promotion-factories";
import { e2eDb } from "./support/db";
import { fillInformation, fillShipping, newProduct, payWith } from "./support/purchase";

// One truth about money, as a shopper at 360 px sees it: a console and a battery bought together (the
// add-on rule), a discount code and a price that rose on the way. Every figure shown on the way (the
// drawer, /cart, each checkout step, the confirmation) is the invoice's, with JavaScript and without.

type Figures = { subtotal: number; delivery: number; discount: number; total: number };

const pence = (text: string) => (/free/i.test(text) ? 0 : Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100));

/** The money rows (Subtotal, Delivery, Discount, Total) shown inside `scope`. */
async function figuresIn(scope: Locator): Promise<Figures> {
  const rows = await scope
    .locator("dl > div")
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector("dt")?.textContent ?? "", d.querySelector("dd")?.textContent ?? ""]),
    );
  const shown: Figures = { subtotal: -1, delivery: -1, discount: 0, total: -1 };
  for (const [label, value] of rows) {
    if (label === "Subtotal") shown.subtotal = pence(value);
    else if (label === "Delivery") shown.delivery = pence(value);
    else if (label.startsWith("Discount (")) shown.discount = pence(value);
    else if (label === "Total") shown.total = pence(value);
  }
  return shown;
}

const summary = (page: Page) => page.locator("section[aria-labelledby='order-summary-title']");

async function invoiceFigures(email: string): Promise<Figures> {
  const db = await e2eDb();
  const [order] = await db.select().from(orders).where(eq(orders.email, email));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  const lines = invoice.document.lines;
  const delivery = lines.find((l) => l.description.startsWith("Delivery"))?.gross ?? 0;
  const discount = -(lines.find((l) => l.description.startsWith("Discount"))?.gross ?? 0);
  expect(lines.map((l) => l.description)).not.toContain("Adjustment");
  const total = invoice.document.totals.gross;
  return { subtotal: total - delivery + discount, delivery, discount, total };
}

for (const javaScript of [true, false]) {
  test.describe(`one price with JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 360, height: 740 } });
    test.describe.configure({ mode: "serial" });

    test("a console, an add-on, a code and a risen price: every figure on the way is the invoice's", async ({
      page,
    }) => {
      test.slow(); // a whole purchase on a busy machine
      const db = await e2eDb();
      await setBundleRule(db, { enabled: true, percentOff: 10 });
      try {
        const product = await newProduct({ ...uniquelyNamed("Price Console"), price: 6499, variantOptions: [] });
        const addon = await createAddon(db, { ...uniquelyNamed("Spare Battery"), price: 1299 });
        const code = await createDiscountCode(db, { value: 10 });
        const email = uniqueEmail(javaScript ? "one-price-js" : "one-price-nojs");
        const seen: Record<string, Figures> = {};

        for (const path of [`/product/${product.slug}`, `/addon/${addon.slug}`]) {
          await page.goto(path);
          await page.getByRole("button", { name: "Add to Cart" }).first().click();
          if (javaScript)
            await page
              .getByRole("dialog", { name: /Shopping Cart/ })
              .getByRole("button", { name: "Continue Shopping" })
              .click();
          else await expect(page).toHaveURL(/\/cart$/);
        }
        await page.goto("/cart");
        await page.getByLabel("Discount code").fill(code.code);
        await page.getByRole("button", { name: "Apply" }).click();
        await expect(page.getByText(`Discount (${code.code})`)).toBeVisible();
        await page.getByRole("link", { name: "Checkout", exact: true }).click();
        await fillInformation(page, email);
        await fillShipping(page);
        await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();

        // the console's price rises while the shopper is on the payment step
        await db.update(products).set({ price: 6999 }).where(eq(products.id, product.id));
        await page.reload();
        await expect(page.getByText("Price changed from £64.99 to £69.99").first()).toBeVisible();
        await expect(page.getByRole("button", { name: /^Pay £/ })).toHaveCount(0);
        await page
          .getByRole("button", { name: /OK, I have seen the new price/ })
          .first()
          .click();
        await expect(page.getByText("Price changed from")).toHaveCount(0);

        if (javaScript) {
          await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
          const drawer = page.getByRole("dialog", { name: /Shopping Cart/ });
          await expect(drawer.getByText(`Discount (${code.code})`)).toBeVisible();
          seen.drawer = await figuresIn(drawer);
          await drawer.getByRole("button", { name: "Continue Shopping" }).click();
        }
        await page.goto("/cart");
        seen["/cart"] = await figuresIn(page.getByRole("main"));
        for (const step of ["/checkout", "/checkout/shipping", "/checkout/payment"]) {
          await page.goto(step);
          // on a phone the summary is folded into its total: opened to read every figure
          await page.getByText("Show order summary").click();
          await expect(summary(page).getByText(`Discount (${code.code})`)).toBeVisible();
          seen[step] = await figuresIn(summary(page));
        }
        const pay = page.getByRole("button", { name: /^Pay £/ });
        await expect(pay).toBeVisible();
        seen["Pay button"] = { ...seen["/checkout/payment"], total: pence((await pay.textContent()) ?? "") };
        await payWith(page, "4242 4242 4242 4242");
        await expect(page).toHaveURL(/\/order-confirmation\/RH-[0-9A-Z]{10}$/);
        // (the address changes before the page is drawn: its figures are read once its Total is shown)
        await expect(page.getByRole("main").locator("dl > div > dt", { hasText: /^Total$/ })).toBeVisible();
        seen.confirmation = await figuresIn(page.getByRole("main"));

        const invoice = await invoiceFigures(email);
        // £69.99 + £12.99 less 10% (the add-on rule) = £81.68; 10% off with the code; free delivery
        expect(invoice).toEqual({ subtotal: 8168, delivery: 0, discount: 817, total: 7351 });
        for (const [where, figures] of Object.entries(seen)) expect(figures, where).toEqual(invoice);
      } finally {
        await setBundleRule(db, { enabled: false, percentOff: 10 });
      }
    });
  });
}
