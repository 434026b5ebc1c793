import { randomBytes } from "node:crypto";

import { expect, test } from "@playwright/test";

import { fillInformation, fillShipping, newProduct, openCheckoutWith } from "./support/purchase";

// The shop's legal duties as a shopper meets them: the terms an order is placed on, next to Pay.

test("next to Pay, the checkout names the Terms of Sale, Privacy Notice and Returns, and each link opens its page", async ({
  page,
  context,
}) => {
  const product = await newProduct({ price: 2999 });
  await openCheckoutWith(page, product, 1);
  await fillInformation(page, `terms-${randomBytes(4).toString("hex")}@example.com`);
  await fillShipping(page);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();

  const terms = page.getByText("By placing your order you agree to our");
  await expect(terms).toHaveText(
    "By placing your order you agree to our Terms of Sale (opens in a new tab). See our Privacy Notice (opens in a new " +
      "tab) and Returns (opens in a new tab).",
  );
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeVisible();
  for (const [name, heading, words] of [
    ["Terms of Sale", "Terms of Sale", "Consumer Rights Act 2015"],
    ["Privacy Notice", "Privacy Notice", "Information Commissioner"],
    ["Returns", "Returns & Cancellations", "Model cancellation form"],
  ]) {
    const opened = context.waitForEvent("page");
    await terms.getByRole("link", { name: new RegExp(`^${name}`) }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    console.log("opened", tab.url(), (await tab.title()).slice(0, 80));
    await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(tab.getByText(words).first()).toBeVisible();
    await tab.close();
  }
  // the checkout itself is still where it was
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
});
