import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { AddonPage, type AddonPageProps } from "~/modules/storefront/addon-page";

import { componentDb, DB_TEST_MS, OPENING_DB_MS } from "../../tests/support/component-db";
import { createAddon, setVariantPrice, setVariantStock } from "../../tests/support/factories";
import { renderRoutes, stubFetch } from "../../tests/support/render-route";
import { openStoredCart, postToCart } from "../../tests/support/stored-cart";
import StorefrontLayout from "./storefront-layout";

// Buying an add-on on a phone: the page opens with an option in stock chosen (the size made for the console the
// shopper came from, when the link names it), a refusal is said beside the options, and once the page's own
// button has scrolled away a bar at the foot of the screen adds the same choice. The adds go to the real /cart
// action, on the component tests' database holding the same add-on.

const SIZES = ["3.5-inch (R36S)", "4-inch (R36 Ultra)", "5.5-inch (X55)"];

const ADDON_ID = "00000000-0000-4000-8000-000000000001";

const addon = (soldOut: string[] = []): AddonPageProps["addon"] => ({
  id: ADDON_ID,
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

/** The add-on as the shop stores it: each size at the page's price, those named sold out with none left. */
async function storeAddon(soldOut: string[] = []) {
  const db = await componentDb();
  const item = { id: ADDON_ID, name: "Screen Protector", slug: "screen-protector", price: 699, image: "" };
  await createAddon(db, { ...item, variantOptions: SIZES });
  for (const [i, name] of SIZES.entries()) await setVariantPrice(db, ADDON_ID, name, 699 + i * 100);
  await setVariantStock(
    db,
    { id: ADDON_ID, kind: "addon" },
    Object.fromEntries(SIZES.map((name) => [name, soldOut.includes(name) ? 0 : 10])),
  );
}

function renderAddon(path: string, props: AddonPageProps["addon"]) {
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
              return postToCart(form);
            },
          },
        ],
      },
    ],
    { path },
  );
  return { ...view, posted };
}

const checked = () => (screen.getAllByRole("radio") as HTMLInputElement[]).find((r) => r.checked)?.value;

afterEach(() => vi.unstubAllGlobals());
beforeAll(openStoredCart, OPENING_DB_MS);

describe("an add-on's page on a phone", { timeout: DB_TEST_MS }, () => {
  it("opens with the first option in stock chosen, so Add to Cart adds it at once", async () => {
    await storeAddon(["3.5-inch (R36S)"]);
    const { user, posted } = renderAddon("/addon/screen-protector", addon(["3.5-inch (R36S)"]));
    await screen.findByRole("heading", { name: "Screen Protector" });
    expect(checked()).toBe("4-inch (R36 Ultra)");
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get("variant")).toBe("4-inch (R36 Ultra)");
  });

  it("arriving from a console's page, chooses the size made for that console", async () => {
    await storeAddon();
    renderAddon("/addon/screen-protector?for=X55%20Handheld", addon());
    await screen.findByRole("heading", { name: "Screen Protector" });
    await waitFor(() => expect(checked()).toBe("5.5-inch (X55)"));
    // the price is that size's
    expect(screen.getByText("£8.99")).toBeTruthy();
  });

  it("says why an add was refused beside the options, until another option is chosen", async () => {
    // the page was opened with every size in stock; the last 3.5-inch one sold meanwhile
    await storeAddon(["3.5-inch (R36S)"]);
    const { user } = renderAddon("/addon/screen-protector", addon());
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));
    const form = screen.getByRole("button", { name: "Add to Cart" }).closest("form")!;
    expect((await within(form).findByRole("alert")).textContent).toContain(
      "Sorry, Screen Protector (3.5-inch (R36S)) is out of stock.",
    );
    await user.click(screen.getByRole("radio", { name: "5.5-inch (X55)" }));
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("keeps Add to Cart at the foot of the screen once the page's button has scrolled away", async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    // (the page watches its button from an effect: on a busy machine that can run after the heading shows, and a
    // report sent before anyone watches would go nowhere)
    let watching = false;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {
          watching = true;
        }
        disconnect() {}
      },
    );
    await storeAddon();
    const { user, posted } = renderAddon("/addon/screen-protector", addon());
    await screen.findByRole("heading", { name: "Screen Protector" });
    await waitFor(() => expect(watching).toBe(true));
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
