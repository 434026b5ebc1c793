// The checkout's steps (SPEC §2 'Checkout', §5 'Checkout contact' / 'Checkout address') as a shopper meets
// them: each step's fields refused with their messages, then on to the next step and to payment
// (tests/support/checkout-page.tsx renders the step routes).
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";

import { continueWithAddress, continueWithEmail, currentStep, renderCheckout } from "../../tests/support/checkout-page";
import { DB_TEST_MS, OPENING_DB_MS } from "../../tests/support/component-db";
import { CASE, CONSOLE, openStoredCart, storeCart } from "../../tests/support/stored-cart";

beforeAll(openStoredCart, OPENING_DB_MS);

describe("checkout steps", { timeout: DB_TEST_MS }, () => {
  it("refuses an empty or malformed email with the field's message and stays on the contact step", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    await screen.findByRole("heading", { name: "Contact information" });

    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    const email = screen.getByRole("textbox", { name: "Email", description: "Email is required" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(currentStep()).toContain("Information");

    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    expect(screen.getByRole("textbox", { name: "Email", description: "Please enter a valid email address" })).toBe(
      email,
    );
    expect(screen.queryByRole("heading", { name: "Shipping address" })).toBeNull();
  });

  it("moves a valid email on to the shipping step", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    const heading = await continueWithEmail(user, "ada@example.com");

    expect(screen.queryByText("Email is required")).toBeNull();
    expect(currentStep()).toContain("Shipping");
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("shows each missing or malformed address field's message, and clears one when it is edited", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    await continueWithEmail(user, "ada@example.com");

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    const expected = [
      ["Full name", "Full name is required"],
      ["Street address", "Street address is required"],
      ["Town/City", "City is required"],
      ["Postcode", "Postcode is required"],
    ];
    for (const [label, message] of expected)
      expect(screen.getByRole("textbox", { name: label, description: message })).toBeTruthy();
    // standard delivery takes no phone number, and the field says so
    expect(screen.getByRole("textbox", { name: "Phone", description: "Optional for standard delivery" })).toBeTruthy();
    // the apartment is optional
    expect(
      screen.getByRole("textbox", { name: "Apartment, suite, etc. (optional)" }).getAttribute("aria-invalid"),
    ).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Full name" })));

    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Ada Lovelace");
    expect(screen.queryByText("Full name is required")).toBeNull();
    expect(screen.getByText("City is required")).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Postcode" }), "12345");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "12");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(
      screen.getByRole("textbox", { name: "Postcode", description: "Please enter a valid UK postcode" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("textbox", { name: "Phone", description: /Please enter a valid phone number$/ }),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Payment" })).toBeNull();
  });

  it("goes on to payment with a valid address, asking the server to price exactly that order", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user, fetchMock } = renderCheckout();
    await continueWithEmail(user, "ada@example.com");

    await continueWithAddress(user);

    expect(await screen.findByRole("heading", { name: "Payment" })).toBeTruthy();
    expect(currentStep()).toContain("Payment");
    expect(screen.getByText("Ada Lovelace, 1 Analytical Row, London, SW1A 1AA, United Kingdom")).toBeTruthy();
    // the test provider's card form, once the server has started the payment
    expect(await screen.findByRole("form", { name: "Card payment" })).toBeTruthy();
    expect(screen.getByText("Test mode: no real payment will be taken.")).toBeTruthy();

    const [url, init] = fetchMock.mock.calls.find(([input]) => input === "/api/checkout/payment-intent") ?? [];
    expect(url).toBe("/api/checkout/payment-intent");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: "ada@example.com",
      shippingMethod: "standard",
      shippingAddress: {
        fullName: "Ada Lovelace",
        streetAddress: "1 Analytical Row",
        city: "London",
        postcode: "SW1A 1AA",
        country: "United Kingdom",
        phone: "020 7946 0000",
      },
      items: [
        { productId: CONSOLE.productId, type: "product", variant: "Black", quantity: 1 },
        { productId: CASE.productId, type: "addon", variant: null, quantity: 2 },
      ],
    });
  });

  it("shows the contact on the shipping step and the address on the payment step, each with Change", async () => {
    await storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    await continueWithEmail(user, "ada@example.com");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change contact" }).getAttribute("href")).toBe("/checkout");

    await continueWithAddress(user);
    await screen.findByRole("heading", { name: "Payment" });
    expect(screen.getByText("Ada Lovelace, 1 Analytical Row, London, SW1A 1AA, United Kingdom")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change address" }).getAttribute("href")).toBe("/checkout/shipping");
    expect(screen.getByRole("link", { name: "Change delivery method" }).getAttribute("href")).toBe(
      "/checkout/shipping",
    );
    expect(screen.getByRole("link", { name: "Change contact" }).getAttribute("href")).toBe("/checkout");
  });

  it("keeps an email typed but not yet sent across a reload, and forgets it once sent", async () => {
    await storeCart([CONSOLE, CASE]);
    onTestFinished(() => window.sessionStorage.clear());
    const first = renderCheckout();
    await first.user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@exam");
    first.unmount();

    // the page loaded again: the email is as it was typed
    const again = renderCheckout();
    const email = await screen.findByRole("textbox", { name: "Email" });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe("ada@exam"));
    await again.user.type(email, "ple.com");
    await again.user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    await screen.findByRole("heading", { name: "Shipping address" });
    expect(window.sessionStorage.getItem("retro-shop-checkout-email-draft")).toBeNull();
  });

  it("sends a shopper with an empty cart home", async () => {
    renderCheckout();
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Checkout" })).toBeNull();
  });
});
