// The admin catalogue's route modules: what they save (products, reviews, FAQs, the Most Popular pick) shows on
// the storefront at its next request, and what they refuse writes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { reviews } from "~/db/schema/reviews";
import { settings } from "~/db/schema/settings";
import { getHomeCatalog } from "~/modules/storefront/storefront.server";
import * as faq from "~/routes/admin/faq";
import * as productEditor from "~/routes/admin/product-editor";
import * as productsList from "~/routes/admin/products";
import * as reviewsList from "~/routes/admin/reviews";
import { loader as homeLoader } from "~/routes/home";

import { adminCatalogTestDb } from "../support/admin-catalog-requests";
import { createOrder, createProduct, createReview, orderLine } from "../support/factories";
import { routeArgs } from "../support/route-context";

const { db, admin, page, post, answer, success, saved } = await adminCatalogTestDb();

const productFields = (name: string, slug: string, status: "draft" | "published", price = "39.99") => ({
  name,
  slug,
  price,
  stockQuantity: "10",
  status,
  features: ["Pocketable"],
  techSpecLabel: ["Screen"],
  techSpecValue: ["3.5-inch"],
  variantOptions: ["Red", "Blue"],
  variantImage: ["/uploads/red.webp", ""],
  gallery: ["/uploads/one.webp"],
});

describe("product pages", () => {
  it("refuses an invalid product with the first problem and writes nothing", async () => {
    const result = answer(
      await productEditor.action(
        routeArgs(db, post("products/new", { ...productFields("", "Bad Slug", "draft"), price: "-2" })) as never,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, error: "Name is required" });
    expect(await db.select().from(products).where(eq(products.slug, "Bad Slug"))).toEqual([]);
  });

  it("refuses a stock or price beyond what the columns hold with a 400 naming the field", async () => {
    const slug = `huge-${crypto.randomUUID().slice(0, 8)}`;
    const stock = answer(
      await productEditor.action(
        routeArgs(
          db,
          post("products/new", { ...productFields("Huge", slug, "draft"), stockQuantity: "99999999999" }),
        ) as never,
      ),
    );
    expect(stock).toMatchObject({ status: 400, body: { ok: false, error: "Stock must be at most 1,000,000" } });
    const price = answer(
      await productEditor.action(
        routeArgs(db, post("products/new", productFields("Huge", slug, "draft", "21474836.48"))) as never,
      ),
    );
    expect(price).toMatchObject({ status: 400, body: { ok: false, error: "Price must be at most £999,999.99" } });
    expect(await db.select().from(products).where(eq(products.slug, slug))).toEqual([]);
  });

  it("a draft stays off the storefront; publishing and repricing show at once; deleting removes it", async () => {
    const name = `Route Console ${crypto.randomUUID().slice(0, 8)}`;
    const slug = name.toLowerCase().replace(/ /g, "-");
    const created = await saved(
      await productEditor.action(routeArgs(db, post("products/new", productFields(name, slug, "draft"))) as never),
    );
    expect(created).toEqual({
      status: 303,
      location: "/admin/dashboard/products",
      toast: success("Product created successfully."),
    });
    const [row] = await db.select().from(products).where(eq(products.slug, slug));
    expect(row).toMatchObject({
      price: 3999,
      status: "draft",
      variantImages: { Red: "/uploads/red.webp" },
      techSpecs: [{ label: "Screen", value: "3.5-inch" }],
    });
    const storefrontNames = async () =>
      (await homeLoader(routeArgs(db, new Request("http://localhost/")) as never)).products.map(
        (p: { name: string; price: number }) => `${p.name} ${p.price}`,
      );
    expect((await storefrontNames()).some((n: string) => n.startsWith(name))).toBe(false);

    const updated = await saved(
      await productEditor.action(
        routeArgs(db, post(`products/edit/${row.id}`, productFields(name, slug, "published", "44.50")), {
          id: row.id,
        }) as never,
      ),
    );
    expect(updated).toEqual({
      status: 303,
      location: "/admin/dashboard/products",
      toast: success("Product updated successfully."),
    });
    expect(await storefrontNames()).toContain(`${name} 4450`);

    const deleted = await saved(
      await productsList.action(
        routeArgs(db, post("products?search=Route", { intent: "delete", id: row.id })) as never,
      ),
    );
    // back to the list as it was shown, its search kept
    expect(deleted).toEqual({
      status: 303,
      location: "/admin/dashboard/products?search=Route",
      toast: success("Product deleted successfully."),
    });
    expect((await storefrontNames()).some((n: string) => n.startsWith(name))).toBe(false);
  });

  it("the list shows 'Not set'-able SEO titles and drafts to the admin", async () => {
    const draft = await createProduct(db, { status: "draft", seoTitle: "" });
    const data = (await productsList.loader(
      routeArgs(db, page(`products?search=${encodeURIComponent(draft.name)}`, admin.cookie)) as never,
    )) as { products: { id: string; seoTitle: string }[] };
    expect(data.products).toEqual([expect.objectContaining({ id: draft.id, seoTitle: "" })]);
  });
});

describe("review and FAQ pages", () => {
  it("the show/hide toggle answers 'Review hidden.' then 'Review published.'", async () => {
    // a review the shop typed in: a buyer's is hidden from its form, with a reason (review-trust.test.ts)
    const review = await createReview(db, { verifiedPurchase: false });
    const hide = await saved(
      await reviewsList.action(routeArgs(db, post("reviews", { intent: "toggle", id: review.id })) as never),
    );
    expect(hide).toEqual({ status: 303, location: "/admin/dashboard/reviews", toast: success("Review hidden.") });
    const show = await saved(
      await reviewsList.action(routeArgs(db, post("reviews", { intent: "toggle", id: review.id })) as never),
    );
    expect(show).toEqual({ status: 303, location: "/admin/dashboard/reviews", toast: success("Review published.") });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0].status).toBe("published");
  });

  it("saves the FAQs with 'FAQs saved successfully.', and refuses a blank answer", async () => {
    const done = await saved(
      await faq.action(routeArgs(db, post("faq", { question: ["Is it region free?"], answer: ["Yes."] })) as never),
    );
    expect(done).toEqual({ status: 303, location: "/admin/dashboard/faq", toast: success("FAQs saved successfully.") });
    const refused = answer(
      await faq.action(routeArgs(db, post("faq", { question: ["Blank?"], answer: [" "] })) as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Answer cannot be blank");
    expect((await db.select({ faqList: settings.faqList }).from(settings))[0].faqList).toEqual([
      { question: "Is it region free?", answer: "Yes." },
    ]);
  });
});
describe("the operator's Most Popular pick", () => {
  it("ticking Most Popular chooses between equal best sellers, never one that sold less", async () => {
    const picked = await createProduct(db, { status: "published", variantOptions: ["Red", "Blue"] });
    const rival = await createProduct(db, { status: "published" });
    await createOrder(db, { items: [orderLine(rival.name, rival.price, 2, rival.id)] });
    await createOrder(db, { items: [orderLine(picked.name, picked.price, 1, picked.id)] });
    // its stock as stored: this save is about the badge
    const fields = {
      ...productFields(picked.name, picked.slug, "published"),
      stockQuantity: String(picked.stockQuantity),
    };
    const save = async (extra: Record<string, string>) =>
      saved(
        await productEditor.action(
          routeArgs(db, post(`products/edit/${picked.id}`, { ...fields, ...extra }), { id: picked.id }) as never,
        ),
      );
    const withBadge = async () =>
      (await getHomeCatalog(db)).products.filter((p) => p.badge === "Most Popular").map((p) => p.id);

    expect((await save({ isPopular: "on" })).status).toBe(303);
    // a tick box alone claims nothing: the rival sold more
    expect(await withBadge()).toEqual([rival.id]);
    await createOrder(db, { items: [orderLine(picked.name, picked.price, 1, picked.id)] });
    expect(await withBadge()).toEqual([picked.id]);
    // a box left unticked is not posted at all, as a browser sends the form; one of the equals keeps the badge
    expect((await save({})).status).toBe(303);
    expect(await withBadge()).toHaveLength(1);
  });
});
