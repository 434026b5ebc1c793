import { parseWithZod } from "@conform-to/zod/v4";
import { screen, waitFor, within } from "@testing-library/react";
import { redirect } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { z } from "zod";

import type { BasketCheckout } from "~/db/schema/baskets";
import type { StepId } from "~/modules/checkout/checkout-steps";
import { ContactSchema, ShippingStepSchema } from "~/modules/checkout/checkout.schema";
import { deliveryCalendar, deliveryOptions } from "~/modules/settings/delivery-dates";

import { renderRoutes, shownTerms, stubFetch, testSettings } from "../../tests/support/render-route";
import { CASE, CONSOLE, storeCart, storedBasket } from "../../tests/support/stored-cart";
import Checkout, { handle as infoHandle } from "./checkout";
import CheckoutPayment, { handle as paymentHandle } from "./checkout-payment";
import CheckoutShipping, { handle as shippingHandle } from "./checkout-shipping";
import StorefrontLayout from "./storefront-layout";

// The checkout (SPEC §2 'Checkout', §5 'Checkout contact' / 'Checkout address') as a shopper meets it:
// the real checkout step routes inside the storefront layout, their loaders stubbed with the test payment
// provider and their actions with a basket kept in memory. The payment itself is not taken here: the
// payment-intent request is answered by a stub.

const settings = testSettings();

function renderCheckout() {
  const fetchMock = stubFetch((path) => {
    if (path === "/api/checkout/payment-intent") {
      return {
        paymentIntentId: "pi_test_1",
        clientSecret: "pi_test_1_secret",
        summary: {
          subtotal: 4899,
          shippingCost: 499,
          vat: 900,
          total: 5398,
          items: [
            { name: "R36S Console", image: "", variant: "Black", quantity: 1, price: 3999 },
            { name: "Carry Case", image: "", variant: null, quantity: 2, price: 450 },
          ],
        },
      };
    }
  });
  let saved: BasketCheckout = {};
  const stepLoader = (step: StepId) => () => ({
    step,
    basket: storedBasket(),
    checkout: saved,
    notice: null,
    paymentMode: "test" as const,
    delivery: deliveryOptions(new Date("2026-11-26T10:00:00Z"), deliveryCalendar(settings)),
    settings: {
      stripePublishableKey: "",
      checkoutTrustBadges: settings.checkoutTrustBadges,
      guaranteeEnabled: settings.guaranteeEnabled,
      guaranteeDays: settings.guaranteeDays,
      guaranteeReturnPostage: settings.guaranteeReturnPostage,
      guaranteeRefundDays: settings.guaranteeRefundDays,
      deliveryCountries: settings.deliveryCountries,
    },
  });
  // a step's action: the form checked with the step's schema, kept with the basket, then on to the next step
  const stepAction =
    <S extends z.ZodType>(schema: S, keep: (value: z.output<S>) => BasketCheckout, next: string) =>
    async ({ request }: { request: Request }) => {
      const submission = parseWithZod(await request.formData(), { schema });
      if (submission.status !== "success") return submission.reply();
      saved = { ...saved, ...keep(submission.value) };
      return redirect(next, 303);
    };
  const view = renderRoutes(
    [
      {
        id: "routes/storefront-layout",
        Component: StorefrontLayout,
        children: [
          { index: true, Component: () => <h1>Home page</h1> },
          {
            id: "routes/checkout",
            path: "checkout",
            loader: stepLoader("info"),
            action: stepAction(ContactSchema, (contact) => ({ contact }), "/checkout/shipping"),
            Component: Checkout,
            handle: infoHandle,
          },
          {
            id: "routes/checkout-shipping",
            path: "checkout/shipping",
            loader: stepLoader("shipping"),
            action: stepAction(
              ShippingStepSchema,
              ({ shippingMethod, ...shipping }) => ({ shipping, shippingMethod }),
              "/checkout/payment",
            ),
            Component: CheckoutShipping,
            handle: shippingHandle,
          },
          {
            id: "routes/checkout-payment",
            path: "checkout/payment",
            loader: stepLoader("payment"),
            Component: CheckoutPayment,
            handle: paymentHandle,
          },
        ],
      },
    ],
    { path: "/checkout", settings },
  );
  return { ...view, fetchMock };
}

async function continueWithEmail(user: ReturnType<typeof renderCheckout>["user"], email: string) {
  await user.type(await screen.findByRole("textbox", { name: "Email" }), email);
  await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
  return screen.findByRole("heading", { name: "Shipping address" });
}

async function continueWithAddress(user: ReturnType<typeof renderCheckout>["user"]) {
  await user.type(screen.getByRole("textbox", { name: "Full name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Street address" }), "1 Analytical Row");
  await user.type(screen.getByRole("textbox", { name: "Town/City" }), "London");
  await user.type(screen.getByRole("textbox", { name: "Postcode" }), "sw1a1aa");
  await user.type(screen.getByRole("textbox", { name: "Phone" }), "020 7946 0000");
  await user.click(screen.getByRole("button", { name: "Continue to payment" }));
}

const currentStep = () =>
  within(screen.getByRole("navigation", { name: "Checkout steps" }))
    .getAllByRole("listitem")
    .find((step) => step.getAttribute("aria-current") === "step")?.textContent;

describe("checkout", () => {
  it("refuses an empty or malformed email with the field's message and stays on the contact step", async () => {
    storeCart([CONSOLE, CASE]);
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
    storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    const heading = await continueWithEmail(user, "ada@example.com");

    expect(screen.queryByText("Email is required")).toBeNull();
    expect(currentStep()).toContain("Shipping");
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("shows each missing or malformed address field's message, and clears one when it is edited", async () => {
    storeCart([CONSOLE, CASE]);
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
    storeCart([CONSOLE, CASE]);
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

  it("summarises the order's lines and totals in pounds, and follows the delivery method chosen", async () => {
    storeCart([CONSOLE, CASE]);
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

  it("opens the cart drawer from Edit Cart", async () => {
    storeCart([CONSOLE, CASE]);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole("link", { name: "Edit Cart" }));
    // the drawer's code loads on first open: on a busy machine that can take longer than findBy's second
    expect(await screen.findByRole("dialog", { name: "Shopping Cart (3)" }, { timeout: 10_000 })).toBeTruthy();
  });

  it("folds the summary above the form into the one pricing function's total, opened by its toggle", async () => {
    storeCart([CONSOLE, CASE]);
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
    storeCart([CONSOLE, CASE]);
    const wide = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query) => ({ matches: query === "(min-width: 1024px)", media: query }) as MediaQueryList);
    onTestFinished(() => wide.mockRestore());
    renderCheckout();
    const summary = await screen.findByRole("region", { name: "Order Summary" });
    await waitFor(() => expect(summary.closest("details")!.open).toBe(true));
  });

  it("keeps the shopper on the purchase: logo, basket and help, no site navigation or product links", async () => {
    storeCart([CONSOLE, CASE]);
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

  it("shows the contact on the shipping step and the address on the payment step, each with Change", async () => {
    storeCart([CONSOLE, CASE]);
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
    storeCart([CONSOLE, CASE]);
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
