// The checkout's step routes as a shopper meets them, for its component tests: the real checkout step routes inside
// the storefront layout, each with its real loader and action, and the payment started by the real
// /api/checkout/payment-intent in the shop's test payment mode (no Stripe key: the built-in test provider), all on
// the component tests' database. The basket is stored through the real /cart action (stored-cart.ts), the steps'
// entries are saved on it by their actions, and the browser's cookies go with every request. The clock alone is
// the test's: an order placed on Thursday 26 November at 10:00, so the delivery dates shown are the same each run.
import { screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { vi } from "vitest";

import * as paymentIntent from "~/routes/api/checkout-payment-intent";
import * as cartPage from "~/routes/cart";
import * as contactStep from "~/routes/checkout";
import * as paymentStep from "~/routes/checkout-payment";
import * as shippingStep from "~/routes/checkout-shipping";
import StorefrontLayout from "~/routes/storefront-layout";

import { renderRoutes, stubFetch, testSettings, type StubRoute } from "./render-route";
import { fromTheBrowser } from "./stored-cart";

/** The settings the shell is rendered with: the defaults, as the emptied database holds them. */
export const settings = testSettings();

/** When the shopper checks out: a Thursday morning, before the day's dispatch cut-off. */
const ORDERED_AT = new Date("2026-11-26T10:00:00Z");

type RouteModule = {
  loader: (args: never) => unknown;
  action?: (args: never) => unknown;
  default: ComponentType<never>;
  handle?: unknown;
};

/** Where the router sends a request: its path and query, as the browser would ask the server. */
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** A route of the shop with its own module's loader, action, page and handle, answered as the server answers. */
function realRoute(id: string, path: string, route: RouteModule): StubRoute {
  const { loader, action } = route;
  return {
    id,
    path,
    loader: ({ request }) => fromTheBrowser(loader, pathOf(request)),
    action: action
      ? async ({ request }) =>
          fromTheBrowser(action, pathOf(request), { method: "POST", body: await request.formData() })
      : undefined,
    Component: route.default as ComponentType,
    handle: route.handle,
  };
}

/** The checkout's steps (and the cart page) rendered at `path`, /checkout unless a test says otherwise. */
export function renderCheckout(path = "/checkout") {
  // Date alone, moving on from the order's moment: the page's own timers stay real
  vi.useFakeTimers({ now: ORDERED_AT, toFake: ["Date"], shouldAdvanceTime: true });
  const fetchMock = stubFetch((requested, init) => {
    if (requested === "/api/checkout/payment-intent")
      return fromTheBrowser(paymentIntent.action, requested, {
        method: "POST",
        body: init?.body,
        headers: init?.headers,
      });
  });
  const view = renderRoutes(
    [
      {
        id: "routes/storefront-layout",
        Component: StorefrontLayout,
        children: [
          { index: true, Component: () => <h1>Home page</h1> },
          realRoute("routes/cart", "cart", cartPage),
          realRoute("routes/checkout", "checkout", contactStep),
          realRoute("routes/checkout-shipping", "checkout/shipping", shippingStep),
          realRoute("routes/checkout-payment", "checkout/payment", paymentStep),
        ],
      },
    ],
    { path, settings },
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
