import { ADMIN_PASSWORD, createAdminSession, enableTwoFactor, totpCode, uniqueEmail } from "../support/factories";
import { wcagViolations } from "./support/axe";
import { e2eDb } from "./support/db";
import { emailTo } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { toast } from "./support/page-checks";

// Staff with roles and a second factor (docs/decisions/040), as the Owner and their staff meet them.

test("an invited Fulfilment user ships an order and cannot open Settings or refund", async ({
  page,
  login,
  browser,
}) => {
  const order = await paidOrder();
  const packer = uniqueEmail("packer");
  await login();
  await page.goto("/admin/dashboard/staff");
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Email").fill(packer);
  await invite.getByLabel("Role").selectOption("fulfilment");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${packer} as Fulfilment.`)).toBeVisible();

  const eml = await emailTo(packer, "invited");
  const link = /https?:\/\/\S+\/admin\/accept-invitation\?token=[\w-]+/.exec(eml)![0];

  // the invitee, in a browser of their own
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const invitee = await context.newPage();
  try {
    await invitee.goto(link);
    await expect(invitee.getByText("You are invited as Fulfilment.")).toBeVisible();
    await invitee.getByLabel("New password", { exact: true }).fill("a packer's long password");
    await invitee.getByLabel("Confirm new password").fill("a packer's long password");
    await invitee.getByRole("button", { name: "Join and sign in" }).click();
    await expect(invitee).toHaveURL(/\/admin\/dashboard\/orders$/);
    await expect(toast(invitee, "You joined the staff as Fulfilment.")).toBeVisible();

    const nav = invitee.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
    for (const hidden of ["Settings", "Products", "Dashboard", "Staff"])
      await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);

    // ships the order from its page, with the keyboard
    await invitee.goto(`/admin/dashboard/orders/${order.orderNumber}`);
    await expect(invitee.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(invitee.getByRole("button", { name: "Refund" })).toHaveCount(0);
    await expect(invitee.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await invitee.getByLabel("Tracking number").fill("RM 2222 3333 GB");
    await invitee.getByLabel("Tracking number").press("Enter");
    await expect(toast(invitee, "Order updated and marked as shipped")).toBeVisible();

    // Settings is refused by the server, not only hidden
    const settings = await invitee.goto("/admin/dashboard/settings");
    expect(settings?.status()).toBe(403);
    await expect(invitee.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    // the refusal names the page and who may open it
    await expect(
      invitee.getByText("Your role (Fulfilment) cannot open Settings. It is open to the Owner and Manager roles"),
    ).toBeVisible();

    // and so is a refund posted by hand, with the session's own token
    const csrf = await invitee.evaluate(() => document.querySelector<HTMLInputElement>("input[name=csrf]")?.value);
    const refund = await invitee.request.post(`/admin/dashboard/orders/${order.orderNumber}`, {
      form: { intent: "refund", orderId: order.id, amount: "1.00", reason: "try", csrf: csrf ?? "" },
    });
    expect(refund.status()).toBe(403);
  } finally {
    await context.close();
  }
});

test("an Owner with two-factor signs in with a code", async ({ page }) => {
  const email = uniqueEmail("owner");
  const db = await e2eDb();
  const { user } = await createAdminSession(db, email);
  await enableTwoFactor(db, user.id);

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in-code$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  const code = page.getByLabel("Authentication code");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toBeFocused();

  await code.fill("000000");
  await code.press("Enter");
  // said under the field, which is marked invalid and describes itself with it
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveAccessibleDescription(/That code is not right\./);

  await code.fill(await totpCode());
  await code.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" })).toBeVisible();
});

test.describe("accessibility", () => {
  // axe is injected as a script, which the shop's CSP rightly forbids; only this check bypasses it.
  test.use({ bypassCSP: true });

  test("an Owner sets up two-factor from the keyboard; the Staff and account pages pass axe", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/admin/dashboard/staff");
    expect(await wcagViolations(page), "/admin/dashboard/staff").toEqual([]);
    // the Remove button opens a real dialog, which Escape closes
    const you = page.getByRole("row").filter({ hasText: "(you)" });
    await you.getByRole("button", { name: /^Remove / }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: /^Remove / });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.goto("/admin/dashboard/account");
    // a session alone cannot put a phone on the account: the password is asked first
    await page.getByLabel("Your password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).press("Enter");
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    expect(await wcagViolations(page), "/admin/dashboard/account (set-up)").toEqual([]);
    // shown in groups of four for reading; the app takes it without the spaces
    const secret = (await page.locator("code").first().textContent())!.replace(/\s/g, "");
    const code = page.getByLabel("Code from your app");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await code.fill(await totpCode(secret));
    await code.press("Enter");
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await page.reload();
    await expect(page.getByText(/^On since .*10 recovery codes left\.$/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
    await expect(page.getByText("Owners keep two-factor sign-in once it is on.")).toBeVisible();
    expect(await wcagViolations(page), "/admin/dashboard/account").toEqual([]);
  });
});
