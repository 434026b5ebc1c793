// The page cache through the real Express app: every write a page shows (admin form, assistant tool, settings,
// reviews, FAQs, a paid order) reaches the next request.
import { describe, expect, it } from "vitest";

import type { Product } from "~/db/schema/catalog";
import { formEntries } from "~/lib/form-input";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings } from "~/modules/settings/settings.server";

import { intentBody } from "../support/checkout";
import { createAssistantPlan, createProduct, createReview } from "../support/factories";
import { HIT, pageCacheShop } from "../support/page-cache-shop";

const { db, shop, admin, get, adminPost, adminJson, productFields, cached, fresh } = await pageCacheShop();

describe("every write a page shows reaches the next request", () => {
  it("a price change through the admin product form: product page and home page (miss, then hit)", async () => {
    const product = await createProduct(db, { price: 4999 });
    expect((await cached(`/product/${product.slug}`)).body).toContain("£49.99");
    expect((await cached("/")).body).toContain("£49.99");
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { price: "44.50" }));
    expect((await fresh(`/product/${product.slug}`)).body).toContain("£44.50");
    const home = await fresh("/");
    expect(home.body).toContain("£44.50");
    expect(home.body).not.toContain("£49.99");
  });

  it("a price change reaches the data a client-side navigation fetches: product and home", async () => {
    const product = await createProduct(db, { price: 4999 });
    const pence = (amount: number) => new RegExp(`[,\\[]${amount}[,\\]]`); // a number in the turbo-stream
    expect((await cached(`/product/${product.slug}.data`)).body).toMatch(pence(4999));
    expect((await cached("/_root.data")).body).toMatch(pence(4999));
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { price: "44.50" }));
    const data = (await fresh(`/product/${product.slug}.data`)).body;
    expect(data).toMatch(pence(4450));
    expect(data).not.toMatch(pence(4999));
    expect((await fresh("/_root.data")).body).toMatch(pence(4450));
  });

  it("a price change through the assistant's update_product tool: product page and home page", async () => {
    const product = await createProduct(db, { price: 4999 });
    await cached(`/product/${product.slug}`);
    await cached("/");
    const toolCalls = [{ name: "update_product", arguments: { id: product.id, price: "39.50" } }];
    const { planId } = await createAssistantPlan(db, admin.user.id, toolCalls);
    const result = await adminJson("/api/admin/ai", { mode: "execute", planId, toolCalls });
    expect(result.body.results).toEqual([expect.objectContaining({ success: true })]);
    expect((await fresh(`/product/${product.slug}`)).body).toContain("£39.50");
    expect((await fresh("/")).body).toContain("£39.50");
  });

  it("unpublishing and publishing: the product page turns 404 and back, the home page follows", async () => {
    const product = await createProduct(db, { name: "Cache Console Deluxe" });
    await cached(`/product/${product.slug}`);
    expect((await cached("/")).body).toContain("Cache Console Deluxe");
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { status: "draft" }));
    const gone = await get(`/product/${product.slug}`);
    expect([gone.status, gone.cache]).toEqual([404, "retro-shop; fwd=miss"]);
    expect((await fresh("/")).body).not.toContain("Cache Console Deluxe");
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { status: "published" }));
    expect((await fresh(`/product/${product.slug}`)).status).toBe(200);
    expect((await fresh("/")).body).toContain("Cache Console Deluxe");
  });

  it("settings saved in the editor show on the home page", async () => {
    await cached("/");
    const form = toSettingsForm(await getSettings(db));
    // posted as the editor posts it: each field by its Conform name
    await adminPost(
      "/admin/dashboard/settings",
      Object.fromEntries(formEntries({ ...form, heroHeading: "Pocket-sized nostalgia, cached" })),
    );
    expect((await fresh("/")).body).toContain("Pocket-sized nostalgia, cached");
  });

  it("a hidden review leaves the product page and the home page", async () => {
    const product = await createProduct(db);
    // a review the shop typed in, which the list's toggle hides (a buyer's is hidden with a reason, from its form)
    const review = await createReview(db, {
      productId: product.id,
      reviewText: "The d-pad clicks just right.",
      verifiedPurchase: false,
    });
    expect((await cached(`/product/${product.slug}`)).body).toContain("The d-pad clicks just right.");
    expect((await cached("/")).body).toContain("The d-pad clicks just right.");
    await adminPost("/admin/dashboard/reviews", { intent: "toggle", id: review.id });
    expect((await fresh(`/product/${product.slug}`)).body).not.toContain("The d-pad clicks just right.");
    expect((await fresh("/")).body).not.toContain("The d-pad clicks just right.");
  });

  it("saved FAQs show on the home page", async () => {
    await cached("/");
    await adminPost("/admin/dashboard/faq", {
      question: ["Does it play Game Boy Advance games?"],
      answer: ["Yes, and many more."],
    });
    expect((await fresh("/")).body).toContain("Does it play Game Boy Advance games?");
  });

  /** A shopper's whole checkout through the JSON endpoints: intent, test card, confirm. */
  async function placeOrder(product: Product, quantity: number) {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${shop.url}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as Record<string, string>;
    };
    const started = await post("/api/checkout/payment-intent", intentBody(product, quantity));
    await post("/api/checkout/test-card", {
      paymentIntentId: started.paymentIntentId,
      clientSecret: started.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    });
    const confirmed = await post("/api/checkout/confirm", { paymentIntentId: started.paymentIntentId });
    expect(confirmed.orderNumber).toBeTruthy();
  }

  it("a paid order that lowers stock brings the low-stock warning", async () => {
    // no options: the page opens with the first colour in stock chosen, and then says that colour's own stock
    const product = await createProduct(db, { stockQuantity: 11, stockAlertThreshold: 10, variantOptions: [] });
    const lowStock = /Only (?:<!-- -->)?10(?:<!-- -->)? left in stock/;
    expect((await cached(`/product/${product.slug}`)).body).not.toMatch(lowStock);
    await placeOrder(product, 1);
    expect((await fresh(`/product/${product.slug}`)).body).toMatch(lowStock);
  });

  it("a paid order that sells the last units shows Out of Stock", async () => {
    const product = await createProduct(db, { stockQuantity: 2, stockAlertThreshold: 10, variantOptions: [] });
    expect((await cached(`/product/${product.slug}`)).body).toMatch(/Only (?:<!-- -->)?2(?:<!-- -->)? left in stock/);
    await placeOrder(product, 2);
    const page = (await fresh(`/product/${product.slug}`)).body;
    expect(page).toContain("Out of Stock");
    expect(page).toContain("https://schema.org/OutOfStock");
  });

  it("a paid order that leaves plenty in stock keeps the cached pages: nothing they show changed", async () => {
    const product = await createProduct(db, { stockQuantity: 50, stockAlertThreshold: 10 });
    const before = await cached(`/product/${product.slug}`);
    await cached("/");
    await placeOrder(product, 1);
    const after = await get(`/product/${product.slug}`);
    expect(after.cache).toBe(HIT);
    expect(after.body).toBe(before.body);
    expect((await get("/")).cache).toBe(HIT);
    // which is right: the page shows no count while stock is plenty, and carries none in its data
    expect(after.body).toContain("Add to Cart");
    expect(after.body).not.toMatch(/left in stock/);
    expect(after.body).not.toContain("stockQuantity");
  });
});
