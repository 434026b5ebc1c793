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

/**
 * Approves the open review dialog and waits for the operations to finish: the dialog closes at once and the
 * chat says "Running the approved operations…" until the server has answered, so a check made straight after
 * the dialog closes could read the database before the change.
 */
export async function approveAndWait(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  await dialog.getByRole("button", { name: "Approve and run" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Running the approved operations…")).toBeHidden();
}
