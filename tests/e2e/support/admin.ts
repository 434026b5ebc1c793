import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { settings, type Settings } from "~/db/schema/settings";
import { formEntries } from "~/lib/form-input";
import type { Role } from "~/modules/auth/permissions";
import { toSettingsForm } from "~/modules/settings/settings.schema";

import { createAdminSession } from "../../support/factories";
import { e2eDb } from "./db";
import { E2E_ADMIN } from "./ports";

/**
 * Signs a browser context in as a new staff member (an Owner unless `role` says otherwise), made with
 * its session directly in the shop's database: the session cookie is the one the login form would have set.
 */
export async function signInAsAdmin(context: BrowserContext, baseURL: string, role: Role = "owner") {
  const admin = await createAdminSession(await e2eDb(), undefined, role);
  const [name, value] = admin.cookie.split("=");
  await context.addCookies([{ name, value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return admin;
}

/** Signs in through the login page as the admin the e2e shops are started with. */
export async function logInThroughForm(page: Page, baseURL = "") {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

/**
 * Saves settings through the admin settings editor's action, as an admin in a browser context
 * of its own: the shop keeps pages and the settings record in memory until a write through the app
 * announces a change (ADR 070), so a journey that needs other settings changes them the admin's way.
 * `changes` are applied to the stored record; `{}` re-saves it as it is in the database.
 */
export async function saveSettingsAsAdmin(browser: Browser, baseURL: string, changes: Partial<Settings> = {}) {
  const context = await browser.newContext({ baseURL });
  try {
    const { csrfToken: csrf } = await signInAsAdmin(context, baseURL);
    const [record] = await (await e2eDb()).select().from(settings).where(eq(settings.id, 1));
    // posted as the editor's form posts it: each field by its Conform name
    const fields = new URLSearchParams([["csrf", csrf], ...formEntries(toSettingsForm({ ...record, ...changes }))]);
    const saved = await context.request.post("/admin/dashboard/settings", {
      data: fields.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(saved.ok()).toBe(true);
  } finally {
    await context.close();
  }
}

/** From the dashboard, a section of the back office through the admin menu: its page and heading. */
export async function openFromAdminMenu(page: Page, section: string) {
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { name: section, level: 1 })).toBeVisible();
}

/** The admin form's summary of what stops it being sent: it names the first problem. */
export const formProblem = (page: Page) => page.getByRole("alert").filter({ hasText: "Validation Error" });
