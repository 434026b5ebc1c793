// The upload endpoint from a signed-in browser: JSON answers, admins only, real images only, size limits.
import type { Page } from "@playwright/test";

import { png } from "./support/catalog-forms";
import { expect, test } from "./support/fixtures";

async function csrfToken(page: Page) {
  await page.goto("/admin/dashboard/faq");
  return page.locator('input[name="csrf"]').first().inputValue();
}

test("the upload endpoint answers JSON: admins only, real images only, size limits", async ({ page, login }) => {
  const image = await png("#0ea5e9", 300, 200);
  const anonymous = await page.request.post("/api/admin/uploads", {
    multipart: { kind: "product", file: { name: "a.png", mimeType: "image/png", buffer: image } },
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: "Not authenticated" });

  await login();
  const token = await csrfToken(page);
  const send = (kind: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
    page.request.post("/api/admin/uploads", { headers: { "X-CSRF-Token": token }, multipart: { kind, file } });

  const ok = await send("product", { name: "a.png", mimeType: "image/png", buffer: image });
  expect(ok.status()).toBe(201);
  const body = await ok.json();
  expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), width: 300, height: 200 });
  const served = await page.request.get(body.url);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect((await page.request.get(body.url.replace(".webp", "-400w.webp"))).status()).toBe(200);

  const renamed = await send("product", {
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("MZ\x90\x00 this is a Windows program"),
  });
  expect(renamed.status()).toBe(400);
  expect(await renamed.json()).toEqual({ error: "Please upload an image file (PNG, JPEG, WebP, GIF or AVIF)." });

  const bigLogo = Buffer.alloc(2 * 1024 * 1024 + 10);
  image.copy(bigLogo);
  const tooBig = await send("logo", { name: "logo.png", mimeType: "image/png", buffer: bigLogo });
  expect(tooBig.status()).toBe(413);
  expect(await tooBig.json()).toEqual({ error: "Logo must be less than 2MB." });
});
