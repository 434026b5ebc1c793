// The checkout's step routes as a shopper meets them, for its component tests: the real checkout step routes
// inside the storefront layout, their loaders stubbed with the test payment provider and the basket the real
// /api/cart answers (stored-cart.ts), the steps' entries kept in memory. The payment itself is not taken here:
// the payment-intent request is answered by a stub.
import { screen, within } from "@testing-library/react";
import { redirect } from "react-router";

import type { BasketCheckout } from "~/db/schema/baskets";
import { formInput, type FormPayload } from "~/lib/form-input";
import { toActionData } from "~/lib/http.server";
import { checkedStep, keepingEntered } from "~/modules/checkout/checkout-route.server";
import type { StepId } from "~/modules/checkout/checkout-steps";
import { deliveryCalendar, deliveryOptions } from "~/modules/settings/delivery-dates";
import Checkout, { handle as infoHandle } from "~/routes/checkout";
import CheckoutPayment, { handle as paymentHandle } from "~/routes/checkout-payment";
import CheckoutShipping, { handle as shippingHandle } from "~/routes/checkout-shipping";
import StorefrontLayout from "~/routes/storefront-layout";

import { renderRoutes, stubFetch, testSettings } from "./render-route";
import { storedBasket } from "./stored-cart";

export const settings = testSettings();

export function renderCheckout() {
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
  const stepLoader = (step: StepId) => async () => ({
    step,
    basket: await storedBasket(),
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
  // a step's action: the form checked and refused as the server does, kept with the basket, then on to the next step
  const stepAction =
    (step: "info" | "shipping", next: string) =>
    async ({ request }: { request: Request }) => {
      try {
        const entered = formInput<FormPayload>(await request.formData());
        saved = { ...saved, ...keepingEntered(entered, () => checkedStep(step, entered)) };
        return redirect(next, 303);
      } catch (err) {
        return toActionData(err);
      }
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
            action: stepAction("info", "/checkout/shipping"),
            Component: Checkout,
            handle: infoHandle,
          },
          {
            id: "routes/checkout-shipping",
            path: "checkout/shipping",
            loader: stepLoader("shipping"),
            action: stepAction("shipping", "/checkout/payment"),
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

export async function continueWithEmail(user: ReturnType<typeof renderCheckout>["user"], email: string) {
  await user.type(await screen.findByRole("textbox", { name: "Email" }), email);
  await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
  return screen.findByRole("heading", { name: "Shipping address" });
}

export async function continueWithAddress(user: ReturnType<typeof renderCheckout>["user"]) {
  await user.type(screen.getByRole("textbox", { name: "Full name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Street address" }), "1 Analytical Row");
  await user.type(screen.getByRole("textbox", { name: "Town/City" }), "London");
  await user.type(screen.getByRole("textbox", { name: "Postcode" }), "sw1a1aa");
  await user.type(screen.getByRole("textbox", { name: "Phone" }), "020 7946 0000");
  await user.click(screen.getByRole("button", { name: "Continue to payment" }));
}

export const currentStep = () =>
  within(screen.getByRole("navigation", { name: "Checkout steps" }))
    .getAllByRole("listitem")
    .find((step) => step.getAttribute("aria-current") === "step")?.textContent;
