import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";

import { countRows } from "../../../tests/support/count-rows";
import { createProduct, createAddon as insertAddon, withDefaults } from "../../../tests/support/factories";
import { itRefusesEach, refusal, type Refusals } from "../../../tests/support/refusal";
import { freshTestDb } from "../../../tests/support/test-db";
import { createAddon, deleteAddon, getAddonForAdmin, listAddonsForAdmin, updateAddon } from "./addons-admin.server";
import { toAddonInput, type AddonInput } from "./addons.schema";

const { db } = await freshTestDb();

const valid = withDefaults<AddonInput>({
  name: "Travel Case",
  slug: "travel-case",
  description: "Hard shell case.",
  price: "14.99",
  image: "/uploads/case.webp",
  type: "accessory",
  productLinked: "",
  variantOptions: ["Black", "Grey"],
});
// live add-ons: a deleted one is kept (soft deleted) for a while so it can be restored
const addonCount = () => countRows(db, addons, isNull(addons.deletedAt));

describe("add-ons", () => {
  it("creates a draft add-on linked to a product, price in pence", async () => {
    const product = await createProduct(db);
    const addon = await createAddon(db, valid({ productLinked: product.id, type: "upgrade" }));
    expect(await getAddonForAdmin(db, addon.id)).toMatchObject({
      price: 1499,
      status: "draft",
      type: "upgrade",
      productLinked: product.id,
      variantOptions: ["Black", "Grey"],
    });
  });

  const refusals: Refusals<AddonInput> = [
    ["a missing name", { name: "" }, "Name is required"],
    ["a name over 200 characters", { name: "x".repeat(201) }, "Name must be at most 200 characters"],
    ["a missing slug", { slug: "" }, "Slug is required"],
    ["a bad slug", { slug: "Travel_Case" }, "Slug must be lowercase letters, numbers, and hyphens only"],
    [
      "a description over 5000 characters",
      { description: "x".repeat(5001) },
      "Description must be at most 5000 characters",
    ],
    ["a negative price", { price: "-0.01" }, "Price must be positive"],
    ["an unknown type", { type: "bundle" as never }, "Type must be accessory or upgrade"],
    ["an image that is not a URL", { image: "ftp://example.com/a.png" }, "Must be a valid URL"],
    [
      "a variant option over 100 characters",
      { variantOptions: ["x".repeat(101)] },
      "Variant option must be at most 100 characters",
    ],
    ["a linked product that is not an id", { productLinked: "r36-console" }, "Choose a product from the list"],
    ["a linked product that does not exist", { productLinked: crypto.randomUUID() }, "Choose a product from the list"],
  ];
  itRefusesEach(refusals, (change) => createAddon(db, valid(change)), addonCount);

  it("a partial edit spread over toAddonInput keeps everything else", async () => {
    const product = await createProduct(db);
    const addon = await createAddon(db, valid({ productLinked: product.id, price: "7.05" }));
    await updateAddon(db, { ...toAddonInput(addon), status: "published", id: addon.id });
    expect({ ...(await getAddonForAdmin(db, addon.id)), updatedAt: null }).toEqual({
      ...addon,
      status: "published",
      updatedAt: null,
    });
  });

  it("keeps slugs unique", async () => {
    await insertAddon(db, { slug: "travel-case" });
    expect(await refusal(() => createAddon(db, valid()))).toMatchObject({
      code: "conflict",
      message: "An add-on with this slug already exists.",
    });
    const other = await createAddon(db, valid({ slug: "other-case" }));
    expect((await refusal(() => updateAddon(db, { ...valid(), id: other.id }))).code).toBe("conflict");
  });

  it("updates, lists with drafts, searches by name and deletes", async () => {
    const addon = await createAddon(db, valid());
    await updateAddon(db, { ...valid({ name: "Travel Case XL", status: "published", price: "19" }), id: addon.id });
    expect(await getAddonForAdmin(db, addon.id)).toMatchObject({
      name: "Travel Case XL",
      status: "published",
      price: 1900,
    });
    await insertAddon(db, { name: "Screen Guard", status: "draft" });
    expect((await listAddonsForAdmin(db)).total).toBe(2);
    expect((await listAddonsForAdmin(db, { search: "guard" })).addons.map((a) => a.name)).toEqual(["Screen Guard"]);
    await deleteAddon(db, { id: addon.id });
    expect(await addonCount()).toBe(1);
  });

  it("pages through add-ons created at the same moment without showing one twice or skipping one", async () => {
    // One transaction: all 30 share its time, as a seeded or imported catalogue's do.
    const created = await db.transaction(async (tx) =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) => insertAddon(tx, { name: `Case ${String(i).padStart(2, "0")}` })),
      ),
    );
    const first = (await listAddonsForAdmin(db, { page: 1 })).addons;
    // The operator unpublishes the first ten they see (each edit moves the row in storage), then turns the page.
    for (const addon of first.slice(0, 10))
      await db.update(addons).set({ status: "draft" }).where(eq(addons.id, addon.id));
    const second = (await listAddonsForAdmin(db, { page: 2 })).addons;
    expect(first).toHaveLength(20);
    expect(new Set([...first, ...second].map((a) => a.id))).toEqual(new Set(created.map((a) => a.id)));
  });
});
