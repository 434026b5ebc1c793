import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./ports.mjs";

/** Signs in through the login page as the admin the e2e shops are started with. */
export async function loginAsAdmin(page: Page, baseURL = "") {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}
