import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";

import { countRows } from "../../../tests/support/count-rows";
import { createAdminSession, createProduct as insertProduct, withDefaults } from "../../../tests/support/factories";
import { refusal, type Refusals } from "../../../tests/support/refusal";
import { freshTestDb } from "../../../tests/support/test-db";
import { listActivityForTarget } from "../activity/activity.server";
import { toProductInput, type ProductInput } from "./catalog-admin.schema";
import {
  createProduct,
  deleteProduct,
  getProductForAdmin,
  listProductsForAdmin,
  patchProduct,
  updateProduct,
} from "./catalog-admin.server";

const { db } = await freshTestDb();

const valid = withDefaults<ProductInput>({
  name: "Pocket Arcade",
  slug: "pocket-arcade",
  tagline: "Arcade classics anywhere",
  description: "A small console.",
  price: "59.99",
  stockQuantity: "25",
  stockAlertThreshold: "5",
  category: "Handheld Consoles",
  image: "/uploads/abc.webp",
  imageAltText: "The Pocket Arcade in red",
  gallery: ["/uploads/a.webp", "https://cdn.example.com/b.webp"],
  features: ["Bright screen", "Long battery"],
  techSpecs: [{ label: "Screen", value: "3.5-inch IPS" }],
  variantOptions: ["Red", "Blue"],
  variantImages: { Red: "/uploads/red.webp", Blue: "" },
  seoTitle: "Pocket Arcade handheld",
  seoDescription: "Arcade classics in your pocket.",
  guaranteeMonths: "12",
  shippingTime: "1-2 business days",
});

const productCount = () => countRows(db, products);

describe("creating a product", () => {
  it("stores every field, the price in pence, as a draft by default", async () => {
    const product = await createProduct(db, valid());
    const stored = await getProductForAdmin(db, product.id);
    expect(stored).toMatchObject({
      name: "Pocket Arcade",
      slug: "pocket-arcade",
      price: 5999,
      stockQuantity: 25,
      stockAlertThreshold: 5,
      status: "draft",
      gallery: ["/uploads/a.webp", "https://cdn.example.com/b.webp"],
      features: ["Bright screen", "Long battery"],
      techSpecs: [{ label: "Screen", value: "3.5-inch IPS" }],
      variantOptions: ["Red", "Blue"],
      variantImages: { Red: "/uploads/red.webp" },
      guaranteeMonths: 12,
    });
  });

  // Every rule of SPEC §5, refused by the server with its message, and nothing written.
  const refusals: Refusals<ProductInput> = [
    ["a missing name", { name: "  " }, "Name is required"],
    ["a name over 200 characters", { name: "x".repeat(201) }, "Name must be at most 200 characters"],
    ["a missing slug", { slug: "" }, "Slug is required"],
    [
      "a slug with capitals or spaces",
      { slug: "Pocket Arcade" },
      "Slug must be lowercase letters, numbers, and hyphens only",
    ],
    ["a slug over 200 characters", { slug: "a".repeat(201) }, "Slug must be at most 200 characters"],
    ["a tagline over 300 characters", { tagline: "x".repeat(301) }, "Tagline must be at most 300 characters"],
    [
      "a description over 5000 characters",
      { description: "x".repeat(5001) },
      "Description must be at most 5000 characters",
    ],
    ["a negative price", { price: "-1" }, "Price must be positive"],
    ["a price that is not a number", { price: "cheap" }, "Price must be positive"],
    ["a negative stock", { stockQuantity: "-3" }, "Stock must be non-negative"],
    ["a fractional stock", { stockQuantity: "2.5" }, "Stock must be non-negative"],
    ["a category over 100 characters", { category: "x".repeat(101) }, "Category must be at most 100 characters"],
    ["an image that is not a URL", { image: "javascript:alert(1)" }, "Must be a valid URL"],
    ["an SEO title over 60 characters", { seoTitle: "x".repeat(61) }, "SEO title must be at most 60 characters"],
    [
      "an SEO description over 160 characters",
      { seoDescription: "x".repeat(161) },
      "SEO description must be at most 160 characters",
    ],
    [
      "alt text over 200 characters",
      { imageAltText: "x".repeat(201) },
      "Image alt text must be at most 200 characters",
    ],
    ["an empty feature", { features: ["Good", "  "] }, "Features cannot be empty"],
    ["a feature over 500 characters", { features: ["x".repeat(501)] }, "Each feature must be at most 500 characters"],
    [
      "more than 10 gallery images",
      { gallery: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.webp`) },
      "Gallery can have at most 10 images",
    ],
    ["a gallery entry that is not a URL", { gallery: ["not a url"] }, "Invalid URL"],
    ["a tech spec without a label", { techSpecs: [{ label: "", value: "3.5-inch" }] }, "Spec label is required"],
    ["a tech spec without a value", { techSpecs: [{ label: "Screen", value: " " }] }, "Spec value is required"],
    [
      "a tech spec label over 100 characters",
      { techSpecs: [{ label: "x".repeat(101), value: "v" }] },
      "Spec label must be at most 100 characters",
    ],
    [
      "a tech spec value over 200 characters",
      { techSpecs: [{ label: "l", value: "x".repeat(201) }] },
      "Spec value must be at most 200 characters",
    ],
    ["an empty variant option", { variantOptions: ["Red", ""] }, "Variant options cannot be empty"],
    [
      "a variant option over 100 characters",
      { variantOptions: ["x".repeat(101)] },
      "Variant option must be at most 100 characters",
    ],
    ["an unknown status", { status: "live" as never }, "Status must be draft or published"],
  ];
  it.each(refusals)("refuses %s with its message and writes nothing", async (_case, change, message) => {
    const err = await refusal(() => createProduct(db, valid(change)));
    expect(err.code).toBe("invalid_input");
    expect(err.message).toBe(message);
    expect(await productCount()).toBe(0);
  });

  it("refuses a slug another product has, on create and on update", async () => {
    const existing = await insertProduct(db, { slug: "taken-slug" });
    const onCreate = await refusal(() => createProduct(db, valid({ slug: "taken-slug" })));
    expect(onCreate).toMatchObject({ code: "conflict", message: "A product with this slug already exists." });
    expect(onCreate.fieldErrors).toEqual({ slug: "A product with this slug already exists." });

    const other = await createProduct(db, valid());
    const onUpdate = await refusal(() => updateProduct(db, { ...valid(), id: other.id, slug: "taken-slug" }));
    expect(onUpdate.code).toBe("conflict");
    expect((await getProductForAdmin(db, other.id)).slug).toBe("pocket-arcade");
    // Keeping its own slug is fine.
    // its stock figure as stored: this edit is about the slug, not a count read earlier
    const stock = String(existing.stockQuantity);
    await updateProduct(db, {
      ...valid({ name: "Renamed", stockQuantity: stock }),
      id: existing.id,
      slug: "taken-slug",
    });
    expect((await getProductForAdmin(db, existing.id)).name).toBe("Renamed");
  });
});

describe("updating and deleting", () => {
  it("publishes and reprices a product, leaving the old values nowhere", async () => {
    const product = await createProduct(db, valid());
    await updateProduct(db, { ...valid({ price: "64.50", status: "published" }), id: product.id });
    const stored = await getProductForAdmin(db, product.id);
    expect(stored.price).toBe(6450);
    expect(stored.status).toBe("published");
    expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(product.updatedAt.getTime());
  });

  it("a partial edit spread over toProductInput changes only what it names (how the AI assistant edits)", async () => {
    const product = await createProduct(db, valid());
    const before = await getProductForAdmin(db, product.id);
    // the assistant's card holds the stock it showed: the new count is written over that one only
    await updateProduct(db, { ...toProductInput(before), stockQuantity: 3, id: product.id }, undefined, {
      baseline: { stockQuantity: before.stockQuantity },
    });
    const after = await getProductForAdmin(db, product.id);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, stockQuantity: 3, updatedAt: null });
  });

  it("refuses an invalid update and keeps the product as it was", async () => {
    const product = await createProduct(db, valid());
    const err = await refusal(() => updateProduct(db, { ...valid({ price: "-5" }), id: product.id }));
    expect(err.message).toBe("Price must be positive");
    expect((await getProductForAdmin(db, product.id)).price).toBe(5999);
  });

  it("deletes a product, and says so when it is already gone", async () => {
    const product = await createProduct(db, valid());
    await deleteProduct(db, { id: product.id });
    // gone from the admin; the row is kept (soft deleted) so the change can be undone for a while
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.id, product.id), isNull(products.deletedAt))),
    ).toEqual([]);
    expect((await refusal(() => getProductForAdmin(db, product.id))).code).toBe("not_found");
    expect((await refusal(() => deleteProduct(db, { id: product.id }))).code).toBe("not_found");
  });
});

describe("the admin product list", () => {
  it("shows drafts too, searches by name and pages on the server", async () => {
    for (let i = 0; i < 23; i++)
      await insertProduct(db, { name: `Console ${String(i).padStart(2, "0")}`, status: i % 2 ? "draft" : "published" });
    await insertProduct(db, { name: "Special 100% Edition" });
    const first = await listProductsForAdmin(db, {});
    expect(first.total).toBe(24);
    expect(first.products).toHaveLength(20);
    expect(first.pageCount).toBe(2);
    const second = await listProductsForAdmin(db, { page: "2" });
    expect(second.products).toHaveLength(4);
    expect(new Set([...first.products, ...second.products].map((p) => p.status))).toEqual(
      new Set(["draft", "published"]),
    );

    expect((await listProductsForAdmin(db, { search: "console 1" })).products.map((p) => p.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Console 1${i}`),
    );
    // % is a literal character in a search, not a wildcard.
    expect((await listProductsForAdmin(db, { search: "100%" })).products.map((p) => p.name)).toEqual([
      "Special 100% Edition",
    ]);
    expect((await listProductsForAdmin(db, { search: "%" })).total).toBe(1);
    // A page past the end shows the last page.
    expect((await listProductsForAdmin(db, { page: "99" })).page).toBe(2);
  });
});

describe("featuring a product on the home page", () => {
  it("is saved from the product form and recorded in Activity with who did it", async () => {
    const product = await createProduct(db, valid());
    const { user } = await createAdminSession(db);
    await updateProduct(db, { ...valid({ featured: "on" }), id: product.id }, { id: user.id, email: user.email });
    expect((await getProductForAdmin(db, product.id)).featured).toBe(true);
    const entries = await listActivityForTarget(db, "product", product.id);
    const update = entries.find((e) => e.action === "product.update");
    expect(update?.changes).toMatchObject({ featured: { before: false, after: true } });
    expect(update?.actorEmail).toBe(user.email);
  });

  it("survives a partial edit (the assistant's or a bulk price change) that does not name it", async () => {
    const product = await createProduct(db, valid({ featured: "on", isPopular: "on" }));
    await patchProduct(db, { id: product.id, price: "49.99" });
    const after = await getProductForAdmin(db, product.id);
    expect({ price: after.price, featured: after.featured, isPopular: after.isPopular }).toEqual({
      price: 4999,
      featured: true,
      isPopular: true,
    });
  });
});
