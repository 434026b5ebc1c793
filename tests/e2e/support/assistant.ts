// The assistant page as an operator uses it: open it signed in, and send a request by typing it.
import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

export async function ask(page: Page, text: string) {
  await page.getByLabel("Message").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

export async function openAssistant(page: Page, login: () => Promise<unknown>) {
  await login();
  await page.goto("/admin/dashboard/ai-assistant");
  await expect(page.getByRole("heading", { name: "AI Assistant" })).toBeVisible();
}
