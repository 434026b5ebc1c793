// Edits made from what an editor was shown: the product and add-on forms post the values they were
// loaded with, so a save writes only what the operator changed, and a field that changed meanwhile (a
// sale, another session.admin, the assistant) is refused with its current value instead of being overwritten.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons, type Addon } from "~/db/schema/addons";
import { products, type Product } from "~/db/schema/catalog";
import { BASELINE_FIELD, editBaseline, rebase } from "~/lib/edit-baseline";
import type { ToastMessage } from "~/lib/toast-message";
import { AddonSchema } from "~/modules/addons/addons.schema";
import { ProductFields } from "~/modules/catalog/catalog-admin.schema";
import * as addonEditor from "~/routes/admin/addon-editor";
import * as productEditor from "~/routes/admin/product-editor";

import { adminTestDb } from "../support/admin-test-db";
import { assistantApi, type AssistantBody } from "../support/assistant-api";
import { placeOrder } from "../support/checkout";
import { createAddon, createProduct } from "../support/factories";
import { productFormFields } from "../support/product-form";
import { adminPost, redirectedWithToast, routeArgs } from "../support/route-context";

const { db, session } = await adminTestDb();

type Fields = Record<string, string | string[]>;
type Answer = {
  status: number;
  location?: string | null;
  toast?: ToastMessage | null;
  body: { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string>; details?: never };
};

/** The product form as the edit page renders it for `p`, with the baseline it was loaded with. */
function productForm(p: Product, baseline = editBaseline(p, Object.keys(ProductFields.shape))): Fields {
  return { ...productFormFields(p), stockQuantity: String(p.stockQuantity), [BASELINE_FIELD]: baseline };
}

function addonForm(a: Addon, baseline = editBaseline(a, Object.keys(AddonSchema.shape))): Fields {
  return {
    name: a.name,
    slug: a.slug,
    description: a.description,
    price: (a.price / 100).toFixed(2),
    image: a.image,
    type: a.type,
    productLinked: a.productLinked ?? "",
    variantOptions: a.variantOptions,
    status: a.status,
    [BASELINE_FIELD]: baseline,
  };
}

const request = (path: string, fields: Fields) => adminPost(path, fields, session.admin);

/** A refusal's status and body; a save is a redirect with a flash toast (its status, location and toast). */
async function answer(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    const { status, location, toast } = await redirectedWithToast(result);
    return { status, location, toast, body: { ok: true } };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { data: never; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as never };
}

const saveProduct = async (id: string, fields: Fields) =>
  answer(await productEditor.action(routeArgs(db, request(`products/edit/${id}`, fields), { id }) as never));
const saveAddon = async (id: string, fields: Fields) =>
  answer(await addonEditor.action(routeArgs(db, request(`addons/edit/${id}`, fields), { id }) as never));
const productRow = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
const addonRow = async (id: string) => (await db.select().from(addons).where(eq(addons.id, id)))[0];

describe("the product form saves only what the operator changed", () => {
  it("a sale between opening and saving is kept: a tagline edit does not put the sold units back", async () => {
    const product = await createProduct(db, { stockQuantity: 7, tagline: "Old tagline" });
    const opened = productForm(product); // the edit page shows stock 7
    await placeOrder(db, product, 2); // a shopper buys two: stock 5
    expect((await productRow(product.id)).stockQuantity).toBe(5);

    const saved = await saveProduct(product.id, { ...opened, tagline: "New tagline" });
    expect(saved).toMatchObject({
      status: 303,
      location: "/admin/dashboard/products",
      toast: { kind: "success", title: "Success", description: "Product updated successfully." },
    });
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: 5, tagline: "New tagline" });
  });

  it("a field changed on both sides is refused with its current value; saving again from there wins", async () => {
    const product = await createProduct(db, { stockQuantity: 7 });
    const opened = productForm(product);
    await placeOrder(db, product, 2);

    const refused = await saveProduct(product.id, { ...opened, stockQuantity: "10", tagline: "Restocked" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      error: "This product changed since you opened it: Stock is now 5. Check the values and save again.",
      fieldErrors: { stockQuantity: "Changed since you opened it: now 5" },
      details: { current: { stockQuantity: 5 } },
    });
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: 5, tagline: product.tagline });

    // the form starts the conflicting field from its current value; the operator saves 10 knowingly
    const baseline = rebase(opened[BASELINE_FIELD] as string, { stockQuantity: 5 });
    const again = await saveProduct(product.id, {
      ...opened,
      stockQuantity: "10",
      tagline: "Restocked",
      [BASELINE_FIELD]: baseline,
    });
    expect(again).toMatchObject({ status: 303, toast: { description: "Product updated successfully." } });
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: 10, tagline: "Restocked" });
  });

  it("another admin's price change is kept when this one edits the name, refused when both set the price", async () => {
    const product = await createProduct(db, { price: 4999 });
    const mine = productForm(product);
    const theirs = productForm(product);
    expect((await saveProduct(product.id, { ...theirs, price: "44.99" })).status).toBe(303);

    expect((await saveProduct(product.id, { ...mine, name: "Renamed Console" })).status).toBe(303);
    expect(await productRow(product.id)).toMatchObject({ name: "Renamed Console", price: 4499 });

    const clash = await saveProduct(product.id, { ...mine, name: "Renamed Console", price: "39.99" });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      "This product changed since you opened it: Price is now £44.99. Check the values and save again.",
    );
    expect((await productRow(product.id)).price).toBe(4499);
  });
});

describe("the add-on form saves only what the operator changed", () => {
  it("keeps another admin's price when only the description is edited; refuses a clashing price", async () => {
    const addon = await createAddon(db, { price: 1299, description: "Old" });
    const opened = addonForm(addon);
    expect((await saveAddon(addon.id, { ...addonForm(addon), price: "10.99" })).status).toBe(303);

    expect((await saveAddon(addon.id, { ...opened, description: "New words" })).status).toBe(303);
    expect(await addonRow(addon.id)).toMatchObject({ price: 1099, description: "New words" });

    const clash = await saveAddon(addon.id, { ...opened, price: "14.99" });
    expect(clash).toMatchObject({
      status: 409,
      body: {
        error: "This add-on changed since you opened it: Price is now £10.99. Check the values and save again.",
        fieldErrors: { price: "Changed since you opened it: now £10.99" },
      },
    });
    expect((await addonRow(addon.id)).price).toBe(1099);
  });
});

describe("the assistant's edits start from what its review card showed", () => {
  // the chat's requests, as the signed-in admin
  const api = assistantApi(db, () => session.admin);
  const plan = api.plan;
  const run = async (planned: AssistantBody) =>
    (await api.post({ mode: "execute", planId: planned.planId, toolCalls: planned.toolCalls })).body;

  it("a price changed after the card was shown is not overwritten", async () => {
    const product = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    const planned = await plan("Set the price of r36 ultra to £89.99");
    expect(planned.toolCalls).toHaveLength(1);
    expect((await saveProduct(product.id, { ...productForm(product), price: "84.99" })).status).toBe(303);

    const { results } = await run(planned);
    expect(results).toEqual([
      expect.objectContaining({
        success: false,
        message: "This product changed since you opened it: Price is now £84.99. Check the values and save again.",
      }),
    ]);
    expect((await productRow(product.id)).price).toBe(8499);
  });

  it("a sale between the card and the approval is kept when the assistant changes something else", async () => {
    const product = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999, stockQuantity: 7 });
    const planned = await plan("Set the price of r36 ultra to £89.99");
    await placeOrder(db, product, 2);
    expect((await run(planned)).results[0].success).toBe(true);
    expect(await productRow(product.id)).toMatchObject({ price: 8999, stockQuantity: 5 });
  });
});
