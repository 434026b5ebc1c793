// How many shoppers wait for each variant of a product or add-on, on its edit form.

import { describe, expect, it } from "vitest";

import * as addonEditor from "~/routes/admin/addon-editor";
import * as addonsList from "~/routes/admin/addons";
import * as productEditor from "~/routes/admin/product-editor";

import { backInStockTestDb } from "../support/back-in-stock";
import { createAddon, createAdminSession, setVariantStock } from "../support/factories";
import { routeArgs } from "../support/route-context";

const { db, ask, askAddon, soldOut } = await backInStockTestDb();

describe("how many wait per variant, on the edit forms", () => {
  async function waitingOn(path: string, route: typeof productEditor | typeof addonEditor, id: string) {
    const admin = await createAdminSession(db);
    const request = new Request(`http://localhost${path}`, { headers: { cookie: admin.cookie } });
    const page = (await route.loader(routeArgs(db, request, { id }))) as { waiting: Record<string, number> };
    return page.waiting;
  }

  it("counts a product's shoppers per colour, those who chose none under ''", async () => {
    const product = await soldOut();
    const other = await soldOut();
    await ask(product.slug, { email: "w1@example.com", variant: "White" });
    await ask(product.slug, { email: "w2@example.com", variant: "White" });
    await ask(product.slug, { email: "w3@example.com", variant: "Black" });
    await ask(product.slug, { email: "w4@example.com" });
    await ask(other.slug, { email: "w5@example.com", variant: "White" });
    expect(await waitingOn(`/admin/dashboard/products/edit/${product.id}`, productEditor, product.id)).toEqual({
      White: 2,
      Black: 1,
      "": 1,
    });
  });

  it("counts an add-on's shoppers per option, and none for an add-on nobody waits for", async () => {
    const cards = await createAddon(db, { variantOptions: ["64 GB", "128 GB"] });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 0, "128 GB": 0 });
    await askAddon(cards.slug, { email: "x1@example.com", variant: "128 GB" });
    await askAddon(cards.slug, { email: "x2@example.com", variant: "128 GB" });
    const path = `/admin/dashboard/addons/edit/${cards.id}`;
    expect(await waitingOn(path, addonEditor, cards.id)).toEqual({ "128 GB": 2 });
    const none = await createAddon(db);
    expect(await waitingOn(`/admin/dashboard/addons/edit/${none.id}`, addonEditor, none.id)).toEqual({});
    // and the add-ons list says it under the add-on's stock, as the products list does
    const admin = await createAdminSession(db);
    const list = (await addonsList.loader(
      routeArgs(db, new Request("http://localhost/admin/dashboard/addons", { headers: { cookie: admin.cookie } })),
    )) as { waiting: Record<string, number> };
    expect(list.waiting).toEqual({ [cards.id]: 2 });
  });
});
