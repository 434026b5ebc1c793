import type { Page } from "@playwright/test";

import { ADMIN_PASSWORD, uniqueEmail } from "../support/factories";
import { emailTo } from "./support/emails";
import { expect, test } from "./support/fixtures";

// A member of staff moves their account to a new email address: asked with the password on "Your account", made
// by the link that arrives at the new address, after which the new address signs in and the old one was told.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("an admin changes their email address with the link sent to it, then signs in with it", async ({
  page,
  login,
}) => {
  const { email } = await login();
  const newEmail = uniqueEmail("moved");
  await page.goto("/admin/dashboard/account");
  const form = page.getByRole("region", { name: "Email address" });
  await expect(form.getByText(`You sign in with ${email}.`)).toBeVisible();
  await form.getByLabel("New email address").fill(newEmail);
  await form.getByLabel("Current password").fill("not my password");
  await form.getByRole("button", { name: "Change email address" }).click();
  await expect(form.getByLabel("Current password")).toHaveAccessibleDescription("Your current password is not right.");

  await form.getByLabel("New email address").fill(newEmail);
  await form.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Change email address" }).click();
  await expect(toast(page, `We sent a link to ${newEmail}`)).toBeVisible();
  // nothing has changed yet
  await expect(form.getByText(`You sign in with ${email}.`)).toBeVisible();
  await emailTo(email, "A new email address was asked for");

  const eml = await emailTo(newEmail, "Confirm your new admin email address");
  const link = /https?:\/\/\S+\/admin\/confirm-email\?token=[\w-]+/.exec(eml)![0];
  await page.goto(link);
  await expect(page.getByText(newEmail)).toBeVisible();
  await page.getByRole("button", { name: "Use this email address" }).click();
  await expect(page).toHaveURL(/\/admin\/(login|dashboard)$/);
  await emailTo(email, "email address was changed");

  // the link is spent
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link is invalid, used or expired.");

  // signed out elsewhere, this browser signs in with the new address
  await page.context().clearCookies();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/dashboard/account");
  await expect(
    page.getByRole("region", { name: "Email address" }).getByText(`You sign in with ${newEmail}.`),
  ).toBeVisible();
});
