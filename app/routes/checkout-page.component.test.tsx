// The page around the checkout's steps (SPEC §2 'Checkout'): the order summary, folded above the form on a
// phone and open beside it on a wide screen, and a header that keeps the shopper on the purchase
// (tests/support/checkout-page.tsx renders the step routes).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";

import { continueWithAddress, continueWithEmail, renderCheckout, settings } from "../../tests/support/checkout-page";
import { DB_TEST_MS, OPENING_DB_MS } from "../../tests/support/component-db";
import { shownTerms } from "../../tests/support/render-route";
import { CASE, CONSOLE, openStoredCart, storeCart } from "../../tests/support/stored-cart";

beforeAll(openStoredCart, OPENING_DB_MS);

describe("checkout page: summary, phone and wide screen", { timeout: DB_TEST_MS }, () => {
  it("summarises the order's lines and totals in pounds, and follows the delivery method chosen", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    const summary = await screen.findByRole("region", { name: "Order Summary" });

    const lines = within(within(summary).getByRole("list", { name: "Items in your order" })).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    // the quantity badge reads "Quantity 2" to a screen reader, "2" on screen
    const quantity = (line: HTMLElement) => within(line).getByText("Quantity").parentElement?.textContent;
    expect(quantity(lines[0])).toBe("Quantity 1");
    for (const text of ["R36S Console", "Black", "£39.99"]) expect(within(lines[0]).getByText(text)).toBeTruthy();
    expect(quantity(lines[1])).toBe("Quantity 2");
    for (const text of ["Carry Case", "£9.00"]) expect(within(lines[1]).getByText(text)).toBeTruthy();
    expect(shownTerms(summary)).toEqual({
      Subtotal: "£48.99",
      Delivery: "£4.99",
      "VAT (20%, included)": "£9.00",
      Total: "£53.98",
    });
    // without JavaScript Edit Cart is the basket's own page
    expect(within(summary).getByRole("link", { name: "Edit Cart" }).getAttribute("href")).toBe("/cart");
    expect(
      within(within(summary).getByRole("list", { name: "Why shop with us" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["30-day money-back guarantee", "Free returns", ...settings.checkoutTrustBadges]);

    await continueWithEmail(user, "ada@example.com");
    // each method with the dates the delivery calculator gives it (ordered Thursday 26 November, 10:00)
    expect(screen.getByRole("radio", { name: /Standard delivery.*Arrives Tue 1 – Thu 3 Dec/ })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Express delivery.*Arrives Fri 27 – Mon 30 Nov/ }));
    // the shipping step is its own page, with its own summary
    expect(shownTerms(screen.getByRole("region", { name: "Order Summary" }))).toEqual({
      Subtotal: "£48.99",
      Delivery: "£9.99",
      "VAT (20%, included)": "£9.83",
      Total: "£58.98",
    });
  });

  it("charges on the payment step the total the cart page shows for the same basket", async () => {
    await storeCart([CONSOLE, CASE]);
    const cart = renderCheckout("/cart");
    const basket = (await screen.findByRole("heading", { name: "Shopping Cart (3)" })).parentElement!;
    const cartTotal = shownTerms(basket).Total;
    expect(cartTotal).toMatch(/^£\d+\.\d\d$/);
    cart.unmount();

    const { user } = renderCheckout();
    await continueWithEmail(user, "ada@example.com");
    await continueWithAddress(user);
    // Pay waits for the payment the server started, priced again from the stored basket, and charges its total
    const card = await screen.findByRole("form", { name: "Card payment" });
    const pay = within(card).getByRole<HTMLButtonElement>("button", { name: /^Pay / });
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(pay.textContent).toBe(`Pay ${cartTotal}`);
    expect(shownTerms(screen.getByRole("region", { name: "Order Summary" })).Total).toBe(cartTotal);
  });

  it("opens the cart drawer from Edit Cart", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole("link", { name: "Edit Cart" }));
    // the drawer's code loads on first open: on a busy machine that can take longer than findBy's second
    expect(await screen.findByRole("dialog", { name: "Shopping Cart (3)" }, { timeout: 10_000 })).toBeTruthy();
  });

  it("folds the summary above the form into the one pricing function's total, opened by its toggle", async () => {
    await storeCart([CONSOLE, CASE]);
    // a phone's screen: narrower than the summary's place beside the form
    const narrow = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query) => ({ matches: false, media: query }) as MediaQueryList);
    onTestFinished(() => narrow.mockRestore());
    const { user } = renderCheckout();
    const summary = await screen.findByRole("region", { name: "Order Summary" });
    const details = summary.closest("details")!;
    // the summary comes before the step's form, folded, its toggle naming the total the summary adds up to
    expect(details.compareDocumentPosition(screen.getByRole("heading", { name: "Contact information" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(details.open).toBe(false);
    const toggle = details.querySelector("summary")!;
    expect(toggle.textContent).toContain("Show order summary");
    expect(toggle.textContent).toContain(shownTerms(summary).Total);
    await user.click(toggle);
    expect(details.open).toBe(true);
  });

  it("opens the summary beside the form on a wide screen", async () => {
    await storeCart([CONSOLE, CASE]);
    const wide = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query) => ({ matches: query === "(min-width: 1024px)", media: query }) as MediaQueryList);
    onTestFinished(() => wide.mockRestore());
    renderCheckout();
    const summary = await screen.findByRole("region", { name: "Order Summary" });
    await waitFor(() => expect(summary.closest("details")!.open).toBe(true));
  });

  it("keeps the shopper on the purchase: logo, basket and help, no site navigation or product links", async () => {
    await storeCart([CONSOLE, CASE]);
    renderCheckout();
    await screen.findByRole("heading", { name: "Contact information" });
    const header = screen.getByRole("banner");
    expect(within(header).queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(within(header).getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/support");
    expect(within(header).getByRole("link", { name: /^Cart/ }).getAttribute("href")).toBe("/cart");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("navigation", { name: "Products" })).toBeNull();
    expect(within(footer).getByRole("navigation", { name: "Legal" })).toBeTruthy();
  });
});
