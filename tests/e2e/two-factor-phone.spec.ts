import fs from "node:fs";

import { generate } from "otplib";

import { ADMIN_PASSWORD } from "../support/factories";
import { expect, test } from "./support/fixtures";
import { noSidewaysScroll } from "./support/page-checks";

// Two-factor set up on the phone that holds the authenticator app: it cannot scan its own screen, so the
// account page opens the app with an otpauth:// link, shows the secret in groups of four with a copy button,
// and hands over the recovery codes by copy and by download.

test("on a phone: two-factor set up by link or copied secret, recovery codes copied and downloaded", async ({
  page,
  context,
  login,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  await page.goto("/admin/dashboard/account");
  await page.getByLabel("Your password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  const open = page.getByRole("link", { name: "Open in authenticator app" });
  await expect(open).toHaveAttribute("href", /^otpauth:\/\/totp\/[^?]+\?(.+&)?secret=[A-Z2-7]+/);
  const shown = (await page.getByLabel("Secret", { exact: true }).textContent())!;
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})*( [A-Z2-7]{1,3})?$/);
  const secret = shown.replace(/\s/g, "");
  expect(new URL((await open.getAttribute("href"))!).searchParams.get("secret")).toBe(secret);

  await page.getByRole("button", { name: "Copy the secret" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/two-factor-390.png", fullPage: true });

  await page.getByLabel("Code from your app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const listed = await codes.allTextContents();

  await page.getByRole("button", { name: "Copy the codes" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listed.join("\n"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the codes" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  expect(
    fs
      .readFileSync((await download.path())!, "utf8")
      .trim()
      .split("\n"),
  ).toEqual(listed);
  await noSidewaysScroll(page);
});
