import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";

import { orders } from "~/db/schema/orders";
import { settings } from "~/db/schema/settings";
import { emailSubscribers } from "~/db/schema/subscribers";
import { formatPrice } from "~/lib/money";

import { createOrder, createUserWithoutRole, uniqueEmail } from "../support/factories";
import { logInThroughForm, saveSettingsAsAdmin } from "./support/admin";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import { toast } from "./support/page-checks";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

/** An order of its own in the shop's database, through the shared factory. */
const insertOrder = async (overrides: Partial<typeof orders.$inferInsert> = {}) =>
  createOrder(await e2eDb(), overrides);

test("the login page offers no sign-up, and an account without a role gets no back office", async ({ page }) => {
  const email = uniqueEmail("fan");
  await createUserWithoutRole(await e2eDb(), email, "a long fan password");
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: /sign up/i })).toHaveCount(0);
  await expect(page.getByText(/sign up/i)).toHaveCount(0);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long fan password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Access Denied")).toBeVisible();
  await expect(toast(page, "You don't have admin privileges.")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a wrong password says 'Login Failed'", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Login Failed")).toBeVisible();
  await expect(toast(page, "Invalid login credentials")).toBeVisible();
});

test("the admin logs in and the dashboard figures match the orders in the database", async ({ page }) => {
  await insertOrder({ status: "pending", total: 4999 });
  await insertOrder({ status: "processing", total: 12550 });
  await insertOrder({ status: "shipped", total: 999, trackingNumber: `TRK${unique()}` });
  const db = await e2eDb();
  const [expected] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${orders.total}), 0)`,
      total: sql<string>`count(*)`,
      pending: sql<string>`count(*) filter (where ${orders.status} = 'pending')`,
      processing: sql<string>`count(*) filter (where ${orders.status} = 'processing')`,
      shipped: sql<string>`count(*) filter (where ${orders.status} = 'shipped')`,
    })
    .from(orders);

  await logInThroughForm(page);
  await expect(toast(page, "Welcome back!")).toBeVisible();
  const card = (label: string) => page.getByRole("listitem", { name: label });
  await expect(card("Total Revenue")).toContainText(formatPrice(Number(expected.revenue)));
  await expect(card("Total Orders")).toContainText(String(expected.total));
  await expect(card("Pending")).toContainText(String(expected.pending));
  await expect(card("Processing")).toContainText(String(expected.processing));
  await expect(card("Shipped")).toContainText(String(expected.shipped));
  await expect(page.getByRole("link", { name: /^Products \d+ published · \d+ in all$/ })).toBeVisible();
});

test("the admin finds an order by number, adds a tracking number and sees it shipped", async ({ page, login }) => {
  const order = await insertOrder({ status: "pending" });
  await login();
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Search orders").fill(order.orderNumber.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: order.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2); // header + the one match
  await row.getByRole("button", { name: `View order ${order.orderNumber}` }).click();

  const dialog = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
  await expect(dialog).toContainText(order.shippingAddress.streetAddress);
  await expect(dialog).toContainText("R36S Retro Handheld");
  await dialog.getByLabel("Tracking number").fill("JD014600004GB");
  await dialog.getByLabel("Internal notes").fill("Sent with Royal Mail");
  await dialog.getByRole("button", { name: "Update Order" }).click();
  await expect(toast(page, "Order updated and marked as shipped")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("shipped", { exact: true })).toBeVisible();

  const [stored] = await (await e2eDb()).select().from(orders).where(eq(orders.id, order.id));
  expect(stored).toMatchObject({ status: "shipped", trackingNumber: "JD014600004GB", notes: "Sent with Royal Mail" });
});

test("the admin exports the subscribers as a dated CSV", async ({ page, login }) => {
  const email = uniqueEmail("csv");
  await (await e2eDb()).insert(emailSubscribers).values({ email, confirmedAt: new Date() });
  await login();
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Email Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Email Subscribers" })).toBeVisible();
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  expect(csv.split("\r\n")[0]).toBe("Email,Subscribed At,Status,Source");
  expect(csv).toContain(`${email},`);
  expect(csv).toMatch(new RegExp(`${email.replace(/[.]/g, "\\.")},[^,]+,Active,landing_page`));
});

test.describe("settings", () => {
  let original: typeof settings.$inferSelect | undefined;
  test.beforeEach(async () => {
    [original] = await (await e2eDb()).select().from(settings).where(eq(settings.id, 1));
  });
  // Journeys share one shop: put the record back for everyone else, through the app so the shop's
  // page cache and in-memory settings hear of it (ADR 070).
  test.afterEach(async ({ browser, baseURL }) => {
    if (!original) return;
    await (await e2eDb()).update(settings).set(original).where(eq(settings.id, 1));
    await saveSettingsAsAdmin(browser, baseURL!);
  });

  test("the admin changes the hero heading and the primary colour, and the storefront shows both", async ({
    page,
    request,
    login,
  }) => {
    const heading = `Pocket nostalgia ${unique()}`;
    await login();
    await page.goto("/admin/dashboard/settings");
    const tabs = page.getByRole("tablist", { name: "Settings sections" });
    await expect(tabs.getByRole("tab")).toHaveCount(11);
    await expect(tabs.getByRole("tab", { name: "Business" })).toBeVisible();

    // keyboard: arrows move between tabs
    await tabs.getByRole("tab", { name: "General" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Branding & Theme" })).toHaveAttribute("aria-selected", "true");

    const primary = page.getByRole("tabpanel").getByLabel("Primary colour", { exact: true });
    await primary.fill("#12");
    await expect(page.getByText("Invalid hex color")).toBeVisible();
    await primary.fill("#ff0000");
    await expect(page.getByText("Invalid hex color")).toBeHidden();

    await tabs.getByRole("tab", { name: "Homepage" }).click();
    await page.getByLabel("Hero heading").fill(heading);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings saved successfully.")).toBeVisible();

    // The storefront's next request shows both: the colour as a CSS variable, the heading in the hero.
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim()))
      .toBe("0 100% 50%");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await (await request.get("/")).text()).toContain(heading);
  });

  test("the 17TRACK key never reaches the storefront", async ({ page, request, login }) => {
    const key = `key${unique()}`;
    await login();
    await page.goto("/admin/dashboard/settings");
    await page.getByRole("tab", { name: "Tracking" }).click();
    await page.getByLabel("17TRACK API key").fill(key);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings saved successfully.")).toBeVisible();
    expect(await (await request.get("/")).text()).not.toContain(key);
    expect(await (await request.get("/_root.data")).text()).not.toContain(key);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the tabs are links, and Save posts every tab's values with the change", async ({ page, login }) => {
      const heading = `Served without scripts ${unique()}`;
      await login();
      await page.goto("/admin/dashboard/settings");
      await page.getByRole("tab", { name: "Homepage" }).click();
      await expect(page).toHaveURL(/\/settings\?tab=homepage$/);
      await expect(page.getByRole("tab", { name: "Homepage" })).toHaveAttribute("aria-selected", "true");
      await page.getByLabel("Hero heading").fill(heading);
      await page.getByRole("button", { name: "Save Settings" }).click();
      // no toast without scripts: the answer is written on the page
      await expect(page.getByRole("status").filter({ hasText: "Settings saved successfully." })).toBeVisible();

      await expect
        .poll(async () => (await (await e2eDb()).select().from(settings).where(eq(settings.id, 1)))[0]?.heroHeading)
        .toBe(heading);
      const [stored] = await (await e2eDb()).select().from(settings).where(eq(settings.id, 1));
      // the tabs not shown were posted as they stood
      expect({ ...stored, heroHeading: original?.heroHeading, updatedAt: original?.updatedAt }).toEqual(original);

      // a refusal comes back on its tab, said under its field
      await page.getByLabel("Hero heading").fill(" ");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByRole("tab", { name: /^Homepage/ })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByText("Hero heading is required")).toBeVisible();
    });
  });
});

test("after logging out the back office is refused", async ({ page, login }) => {
  await login();
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, "Logged out")).toBeVisible();
  await page.goto("/admin/dashboard/orders");
  await expect(page).toHaveURL(/\/admin\/login$/);
  const csv = await page.request.get("/admin/dashboard/subscribers/export");
  expect(csv.status()).toBe(401);
});

test("'Reset it.' emails a one-time link that sets a new password", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createUserWithoutRole(await e2eDb(), email, "the first password");

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Reset it." }).click();
  // the login page has an Email field too: wait for the reset page before typing
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email")).toBeVisible();

  // Without SMTP the shop writes the email to DATA_DIR/outbox (tests/e2e/support/start-shop.ts).
  const outbox = path.resolve(".test-data/e2e-postgres/outbox");
  let link = "";
  await expect
    .poll(() => {
      for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        const eml = fs
          .readFileSync(path.join(outbox, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        if (eml.includes(`To: ${email}`)) link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(eml)?.[0] ?? "";
      }
      return link;
    })
    .not.toBe("");

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("the second password");
  await page.getByLabel("Confirm new password").fill("the second password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, "Password updated")).toBeVisible();

  // The new password works (the account has no admin role, so: 'Access Denied', not 'Login Failed').
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("the second password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Access Denied")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
});
