import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { reviews } from "~/db/schema/reviews";
import { GREETING } from "~/modules/assistant/assistant.schema";

import { createOrder } from "../support/factories";
import { wcagViolations } from "./support/axe";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

const insertOrder = async () => createOrder(await e2eDb());

const orderStatus = async (id: string) => (await (await e2eDb()).select().from(orders).where(eq(orders.id, id)))[0];

async function openAssistant(page: Page, login: () => Promise<unknown>) {
  await login();
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "AI Assistant" }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/ai-assistant$/);
  await expect(page.getByRole("heading", { name: "AI Assistant" })).toBeVisible();
}

test.describe("on the assistant page, signed in", () => {
  test.beforeEach(({ page, login }) => openAssistant(page, login));

  test("the assistant proposes an order update, runs it only after approval, and Clear resets the chat", async ({
    page,
  }) => {
    const order = await insertOrder();
    const tracking = `AI${unique()}`;
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText(GREETING);

    const command = `Mark order ${order.orderNumber} as shipped with tracking ${tracking}`;
    await page.getByLabel("Message").fill(command);
    await page.getByRole("button", { name: "Send" }).click();

    const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("update_order")).toBeVisible();
    await expect(dialog.getByText(order.orderNumber, { exact: true })).toBeVisible();
    // current → proposed: no tracking number yet, then this one; pending becomes shipped
    await expect(dialog.getByText(`— → ${tracking}`, { exact: true })).toBeVisible();
    await expect(dialog.getByText("Pending → Shipped", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: `Mark order ${order.orderNumber} as shipped` })).toBeChecked();
    await expect(dialog.getByText(/Destructive/)).toHaveCount(0);

    // Cancel: the dialog closes and nothing changes
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(log).toContainText("Cancelled. Nothing was changed.");
    await expect(page.getByLabel("Message")).toBeFocused();
    expect((await orderStatus(order.id)).status).toBe("pending");

    // Ask again and approve: the order is shipped and the result is summarised
    await page.getByLabel("Message").fill(command);
    await page.getByLabel("Message").press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Approve and run" }).click();
    await expect(dialog).toBeHidden();
    await expect(log).toContainText(`Order ${order.orderNumber} updated and marked as shipped.`);
    const shipped = await orderStatus(order.id);
    expect([shipped.status, shipped.trackingNumber]).toEqual(["shipped", tracking]);

    // A quick prompt: today's orders, a read, answered at once in the chat (no dialog)
    await page.getByRole("button", { name: "Today's orders" }).click();
    // a day with more orders than one page says "20+" and links to the full list
    await expect(log).toContainText(/Found \d+\+? orders? today\./);
    await expect(log.getByRole("link", { name: order.orderNumber })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Clear: back to the greeting alone
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(log.getByRole("article")).toHaveCount(1);
    await expect(log).toContainText(GREETING);
    await expect(log).not.toContainText(order.orderNumber);
  });

  test("a destructive operation is flagged in the review dialog and cancelling keeps the record", async ({ page }) => {
    const db = await e2eDb();
    const name = `Reviewer ${unique()}`;
    const [review] = await db
      .insert(reviews)
      .values({ customerName: name, rating: 4, reviewText: "Lovely screen", status: "published", position: 9999 })
      .returning();
    await page.getByLabel("Message").fill(`Delete review by ${name}`);
    await page.getByRole("button", { name: "Send" }).click();
    const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
    await expect(dialog.getByText("delete_review")).toBeVisible();
    await expect(dialog.getByText("Destructive: cannot be undone")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
  });

  test("failures are shown: an unknown order is asked about, and 'Not authenticated' once the session is gone", async ({
    page,
    context,
  }) => {
    const log = page.getByRole("log", { name: "Conversation" });
    const missing = `RH-ZZ${unique()}`;
    await page.getByLabel("Message").fill(`Mark order ${missing} as shipped`);
    await page.getByRole("button", { name: "Send" }).click();
    // nothing is proposed for an order that does not exist: the assistant says so and asks which
    await expect(log).toContainText(`I couldn't find order ${missing.toUpperCase()}. Which order do you mean?`);
    await expect(page.getByRole("dialog", { name: "Review proposed operations" })).toHaveCount(0);

    // signed out elsewhere: planning is refused and says so
    await context.clearCookies();
    await page.getByRole("button", { name: "View draft products" }).click();
    await expect(log).toContainText("Error: Not authenticated");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Not authenticated" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Review proposed operations" })).toBeHidden();
  });

  test("an attached image becomes a product's main image after approval", async ({ page }) => {
    const db = await e2eDb();
    const name = `Attach Console ${unique()}`;
    const [product] = await db
      .insert(products)
      .values({ name, slug: `attach-console-${unique().toLowerCase()}`, price: 4999, status: "draft" })
      .returning();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2563eb" } })
      .png()
      .toBuffer();
    await page.getByLabel("Attach files").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("list", { name: "Attachments" }).getByText("front.png")).toBeVisible();

    await page.getByLabel("Message").fill(`Use this image for product ${name}`);
    await page.getByRole("button", { name: "Send" }).click();
    const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
    await expect(dialog.getByText("upload_image")).toBeVisible();
    await dialog.getByRole("button", { name: "Approve and run" }).click();
    await expect(page.getByRole("log", { name: "Conversation" })).toContainText(
      `Added the image to product "${name}".`,
    );
    const [after] = await db.select().from(products).where(eq(products.id, product.id));
    expect(after.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });

  test.describe("accessibility", () => {
    // axe is injected as a script, which the shop's CSP rightly forbids; only this check bypasses it.
    test.use({ bypassCSP: true });

    test("the assistant page and its review dialog have no WCAG 2 A/AA violations", async ({ page }) => {
      const check = async (where: string) => {
        const violations = await wcagViolations(page);
        expect(violations, where).toEqual([]);
      };
      // the sign-in toast is not this page's (its contrast is reported to admin-core)
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await check("chat");
      // a read's table in the chat
      await page.getByRole("button", { name: "Current site settings" }).click();
      await expect(page.getByRole("log", { name: "Conversation" }).getByRole("table")).toBeVisible();
      await check("chat with a table");
      // a change's review dialog, with a destructive card and its confirmation
      await page.getByLabel("Message").fill("Delete product R36S Retro Handheld");
      await page.getByRole("button", { name: "Send" }).click();
      const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
      await expect(dialog.getByRole("checkbox", { name: "I understand this cannot be undone" })).toBeVisible();
      await check("review dialog");
      // focus stays inside the dialog while tabbing
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await page.goto("/admin/dashboard/activity");
      await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
      await check("activity page");
    });
  });
});

test.describe("voice input", () => {
  /** Replaces the browser's speech recognition with a scripted one: `mode` decides what it does. */
  const fakeSpeech = (mode: "none" | "result" | "no-speech" | "network" | "throws") => {
    const script = (m: string) => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
      if (m === "none") return;
      class FakeRecognition {
        lang = "";
        continuous = true;
        interimResults = true;
        maxAlternatives = 5;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          if (m === "throws") throw new Error("already started");
          (window as unknown as { lastRecognition: object }).lastRecognition = {
            lang: this.lang,
            continuous: this.continuous,
          };
          setTimeout(() => {
            if (m === "result") this.onresult?.({ results: [[{ transcript: "show draft products" }]] });
            else this.onerror?.({ error: m });
            this.onend?.();
            (window as unknown as { speechDone: boolean }).speechDone = true;
          }, 50);
        }
        stop() {
          this.onend?.();
        }
      }
      w.webkitSpeechRecognition = FakeRecognition;
    };
    return { script, arg: mode };
  };
  /** Opens the assistant signed in, with the browser's speech recognition scripted as `mode` says. */
  const openWithSpeech = async (page: Page, login: () => Promise<unknown>, mode: Parameters<typeof fakeSpeech>[0]) => {
    const { script, arg } = fakeSpeech(mode);
    await page.addInitScript(script, arg);
    await openAssistant(page, login);
  };
  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  test("one British-English utterance fills the message box", async ({ page, login }) => {
    await openWithSpeech(page, login, "result");
    await page.getByRole("button", { name: "Voice input" }).click();
    await expect(page.getByLabel("Message")).toHaveValue("show draft products");
    expect(await page.evaluate(() => (window as unknown as { lastRecognition: object }).lastRecognition)).toEqual({
      lang: "en-GB",
      continuous: false,
    });
  });

  test("says so when the browser has no speech recognition", async ({ page, login }) => {
    await openWithSpeech(page, login, "none");
    await page.getByRole("button", { name: "Voice input" }).click();
    await expect(toast(page, "Voice input is not supported in your browser")).toBeVisible();
  });

  for (const [mode, text] of [
    ["network", "Voice input failed. Please try again."],
    ["throws", "Failed to start voice input"],
  ] as const) {
    test(`reports '${text}'`, async ({ page, login }) => {
      await openWithSpeech(page, login, mode);
      await page.getByRole("button", { name: "Voice input" }).click();
      await expect(toast(page, text)).toBeVisible();
    });
  }

  test("silence (no-speech) ends listening without a message", async ({ page, login }) => {
    await openWithSpeech(page, login, "no-speech");
    await page.getByRole("button", { name: "Voice input" }).click();
    await page.waitForFunction(() => (window as unknown as { speechDone?: boolean }).speechDone === true);
    await expect(page.getByRole("button", { name: "Voice input" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /voice/i })).toHaveCount(0);
  });
});
