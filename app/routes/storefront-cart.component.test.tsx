import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { DB_TEST_MS, OPENING_DB_MS } from "../../tests/support/component-db";
import { renderRoutes, shownTerms, stubFetch } from "../../tests/support/render-route";
import { cartRoute, CASE, changeStoredItem, CONSOLE, openStoredCart, storeCart } from "../../tests/support/stored-cart";
import StorefrontLayout from "./storefront-layout";

// The cart drawer (SPEC §2 'Cart drawer') as a shopper meets it: opened from the header's cart link
// of the real storefront layout, over a page. The basket is the server's: read from the real /api/cart loader (the
// stubbed fetch forwards to it) and changed through the real /cart action, on the component tests' database.

function renderShop() {
  const fetchMock = stubFetch((path) => {
    if (path === "/api/cart/upsells") return { addons: [] };
  });
  const view = renderRoutes(
    [
      {
        id: "routes/storefront-layout",
        Component: StorefrontLayout,
        children: [{ index: true, Component: () => <h1>Home page</h1> }, cartRoute()],
      },
    ],
    { path: "/" },
  );
  return { ...view, fetchMock };
}

async function openCart(user: ReturnType<typeof renderShop>["user"], name: string | RegExp) {
  const trigger = await screen.findByRole("link", { name }, { timeout: 10_000 });
  await user.click(trigger);
  // the drawer's code loads on first open: on a busy machine that can take longer than findBy's second
  return { trigger, dialog: await screen.findByRole("dialog", {}, { timeout: 10_000 }) };
}

beforeAll(openStoredCart, OPENING_DB_MS);

describe("cart drawer", { timeout: DB_TEST_MS }, () => {
  it("opens as a dialog named for the cart, with each line's quantity, prices and the totals", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user, fetchMock } = renderShop();
    const { dialog } = await openCart(user, "Cart, 3 items");

    expect(screen.getByRole("dialog", { name: "Shopping Cart (3)" })).toBe(dialog);
    const lines = within(within(dialog).getByRole("list", { name: "Items in your cart" })).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole("link", { name: "R36S Console" }).getAttribute("href")).toBe(
      "/product/r36s-console",
    );
    expect(within(lines[0]).getByText("Black")).toBeTruthy();
    expect(within(lines[0]).getByText("£39.99 each")).toBeTruthy();
    expect(within(lines[0]).getByLabelText("Quantity of R36S Console (Black)").textContent).toBe("1");
    expect(within(lines[1]).getByRole("link", { name: "Carry Case" }).getAttribute("href")).toBe("/addon/carry-case");
    expect(within(lines[1]).getByLabelText("Quantity of Carry Case").textContent).toBe("2");
    expect(within(lines[1]).getByText("£9.00")).toBeTruthy();

    expect(shownTerms(dialog)).toEqual({ Subtotal: "£48.99", Delivery: "£4.99", Total: "£53.98" });
    expect(within(dialog).getByText("Spend £1.01 more for free delivery")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout?resume");
    // on opening, the drawer reads the basket again (its prices and stock as they are now)
    const reads = fetchMock.mock.calls.filter(([input]) => input === "/api/cart").length;
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it("changes quantities and removes lines, updating the line, subtotal, delivery and header count", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderShop();
    const { dialog } = await openCart(user, "Cart, 3 items");

    await user.click(within(dialog).getByRole("button", { name: "Increase quantity of Carry Case" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Quantity of Carry Case").textContent).toBe("3"));
    expect(within(dialog).getByRole("status").textContent).toBe("Carry Case: quantity 3");
    expect(within(dialog).getByText("£13.50")).toBeTruthy();
    // £53.49 is over the £50 threshold: delivery becomes free
    expect(shownTerms(dialog)).toEqual({ Subtotal: "£53.49", Delivery: "FREE", Total: "£53.49" });
    expect(within(dialog).getByText("You qualify for free delivery!")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Shopping Cart (4)" })).toBe(dialog);

    await user.click(within(dialog).getByRole("button", { name: "Decrease quantity of Carry Case" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Quantity of Carry Case").textContent).toBe("2"));
    expect(shownTerms(dialog).Subtotal).toBe("£48.99");

    await user.click(within(dialog).getByRole("button", { name: "Remove R36S Console (Black)" }));
    await waitFor(() => expect(within(dialog).queryByRole("link", { name: "R36S Console" })).toBeNull());
    expect(within(dialog).getByRole("status").textContent).toBe("R36S Console (Black) removed from your cart");
    expect(shownTerms(dialog)).toEqual({ Subtotal: "£9.00", Delivery: "£4.99", Total: "£13.99" });

    // a quantity below 1 removes the line (SPEC §5 'Cart'): the cart is then empty
    await user.click(within(dialog).getByRole("button", { name: "Decrease quantity of Carry Case" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Quantity of Carry Case").textContent).toBe("1"));
    await user.click(within(dialog).getByRole("button", { name: "Decrease quantity of Carry Case" }));
    expect(await within(dialog).findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cart", hidden: true }).getAttribute("href")).toBe("/cart");
  });

  it("says a changed price, holds + at the cap with the reason, offers Remove for a withdrawn item", async () => {
    await storeCart([CONSOLE, CASE]);
    // since they went in the basket: the console's price went up and one is left, the case was withdrawn
    await changeStoredItem(CONSOLE.productId, { price: 4499, stock: 1 });
    await changeStoredItem(CASE.productId, { withdrawn: true });
    const { user } = renderShop();
    const { dialog } = await openCart(user, "Cart, 3 items");

    expect(await within(dialog).findByText("Price changed from £39.99 to £44.99")).toBeTruthy();
    const plus = within(dialog).getByRole("button", { name: "Increase quantity of R36S Console (Black)" });
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText("Only 1 left")).toBeTruthy();
    expect(within(dialog).getByText("Carry Case is no longer available.")).toBeTruthy();
    expect(within(dialog).getByText("Please fix the items marked above to check out.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove Carry Case" }));
    await waitFor(() => expect(within(dialog).queryByText("Carry Case is no longer available.")).toBeNull());
    expect(within(dialog).getByRole("link", { name: "Checkout" })).toBeTruthy();
  });

  it("closes with its Close button and with Escape, giving focus back to the cart button", async () => {
    await storeCart([CONSOLE]);
    const { user } = renderShop();
    const { trigger, dialog } = await openCart(user, "Cart, 1 item");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Shopping Cart (1)" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("shows the spec's empty text for an empty cart, and Continue Shopping closes it", async () => {
    const { user, fetchMock } = renderShop();
    const { trigger, dialog } = await openCart(user, "Cart");

    expect(screen.getByRole("dialog", { name: "Shopping Cart (0)" })).toBe(dialog);
    expect(within(dialog).getByText("Your cart is empty")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Checkout" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Continue Shopping" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
    // nothing in the cart: no upsells to fetch
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/cart/upsells"))).toBe(false);
  });
});
