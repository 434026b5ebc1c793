import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { AddonPage, type AddonPageProps } from "~/modules/storefront/addon-page";

import { renderRoutes, stubFetch } from "../../tests/support/render-route";
import { storedBasket } from "../../tests/support/stored-cart";
import StorefrontLayout from "./storefront-layout";

// Buying an add-on on a phone: the page opens with an option in stock chosen (the size made for the console the
// shopper came from, when the link names it), a refusal is said beside the options, and once the page's own
// button has scrolled away a bar at the foot of the screen adds the same choice.

const SIZES = ["3.5-inch (R36S)", "4-inch (R36 Ultra)", "5.5-inch (X55)"];

const addon = (soldOut: string[] = []): AddonPageProps["addon"] => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Screen Protector",
  slug: "screen-protector",
  description: "",
  price: 699,
  image: "",
  type: "accessory",
  variantOptions: SIZES,
  variants: SIZES.map((name, i) => ({
    name,
    price: 699 + i * 100,
    stock: soldOut.includes(name) ? { level: "out" as const } : { level: "ok" as const },
  })),
});

function renderAddon(path: string, props: AddonPageProps["addon"], answer: (form: FormData) => unknown) {
  stubFetch(() => undefined);
  const posted: FormData[] = [];
  const view = renderRoutes(
    [
      {
        id: "routes/storefront-layout",
        Component: StorefrontLayout,
        children: [
          { id: "routes/addon", path: "addon/:slug", Component: () => <AddonPage addon={props} compatible={[]} /> },
          {
            id: "routes/cart",
            path: "cart",
            action: async ({ request }) => {
              const form = await request.formData();
              posted.push(form);
              return answer(form);
            },
          },
        ],
      },
    ],
    { path },
  );
  return { ...view, posted };
}

const added = () => ({ ok: true, basket: storedBasket(), notice: null });
const checked = () => (screen.getAllByRole("radio") as HTMLInputElement[]).find((r) => r.checked)?.value;

afterEach(() => vi.unstubAllGlobals());

describe("an add-on's page on a phone", () => {
  it("opens with the first option in stock chosen, so Add to Cart adds it at once", async () => {
    const { user, posted } = renderAddon("/addon/screen-protector", addon(["3.5-inch (R36S)"]), added);
    await screen.findByRole("heading", { name: "Screen Protector" });
    expect(checked()).toBe("4-inch (R36 Ultra)");
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get("variant")).toBe("4-inch (R36 Ultra)");
  });

  it("arriving from a console's page, chooses the size made for that console", async () => {
    renderAddon("/addon/screen-protector?for=X55%20Handheld", addon(), added);
    await screen.findByRole("heading", { name: "Screen Protector" });
    await waitFor(() => expect(checked()).toBe("5.5-inch (X55)"));
    // the price is that size's
    expect(screen.getByText("£8.99")).toBeTruthy();
  });

  it("says why an add was refused beside the options, until another option is chosen", async () => {
    const { user } = renderAddon("/addon/screen-protector", addon(), () => ({
      ok: false,
      error: "Only 2 of these are left.",
    }));
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));
    const form = screen.getByRole("button", { name: "Add to Cart" }).closest("form")!;
    expect((await within(form).findByRole("alert")).textContent).toContain("Only 2 of these are left.");
    await user.click(screen.getByRole("radio", { name: "5.5-inch (X55)" }));
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("keeps Add to Cart at the foot of the screen once the page's button has scrolled away", async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { user, posted } = renderAddon("/addon/screen-protector", addon(), added);
    await screen.findByRole("heading", { name: "Screen Protector" });
    // while the page's own button is on screen, there is no bar
    expect(screen.queryByRole("button", { name: "Add Screen Protector to Cart" })).toBeNull();

    report([{ isIntersecting: false, boundingClientRect: { bottom: -40 } as DOMRectReadOnly }]);
    const bar = await screen.findByRole("button", { name: "Add Screen Protector to Cart" });
    expect(bar.closest("[data-sticky-add-to-cart]")?.textContent).toContain("3.5-inch (R36S) · £6.99");
    await user.click(bar);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get("variant")).toBe("3.5-inch (R36S)");

    report([{ isIntersecting: true, boundingClientRect: { bottom: 300 } as DOMRectReadOnly }]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Add Screen Protector to Cart" })).toBeNull());
  });
});
