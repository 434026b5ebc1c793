// The admin catalogue's route modules: every loader and action checks the admin role, every action
// the CSRF token, and what they save shows on the storefront at its next request.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { reviews } from "~/db/schema/reviews";
import { settings } from "~/db/schema/settings";
import { getHomeCatalog } from "~/modules/storefront/storefront.server";
import * as addonEditor from "~/routes/admin/addon-editor";
import * as addonsList from "~/routes/admin/addons";
import * as faq from "~/routes/admin/faq";
import { loader as adminLayoutLoader } from "~/routes/admin/layout";
import * as productEditor from "~/routes/admin/product-editor";
import * as productsList from "~/routes/admin/products";
import * as reviewEditor from "~/routes/admin/review-editor";
import * as reviewsList from "~/routes/admin/reviews";
import * as videoEditor from "~/routes/admin/video-editor";
import * as videosList from "~/routes/admin/videos";
import { loader as homeLoader } from "~/routes/home";

import { createAdminSession, createOrder, createProduct, createReview, orderLine } from "../support/factories";
import { redirectedWithToast, routeArgs, routeOutcome } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const admin = await createAdminSession(db);

type Loader = (args: never) => Promise<unknown>;
type Action = (args: never) => Promise<unknown>;

type Page = [string, { loader: Loader; action?: Action }, Record<string, string>];

/** A catalogue record's three admin pages: its list, and its editor's new form and edit form. */
const listNewEdit = (base: string, list: Page[1], editor: Page[1]): Page[] => [
  [base, list, {}],
  [`${base}/new`, editor, {}],
  [`${base}/edit/:id`, editor, { id: crypto.randomUUID() }],
];

const pages: Page[] = [
  ...listNewEdit("products", productsList, productEditor),
  ...listNewEdit("addons", addonsList, addonEditor),
  ...listNewEdit("reviews", reviewsList, reviewEditor),
  ...listNewEdit("videos", videosList, videoEditor),
  ["faq", faq, {}],
];

const page = (path: string, cookie?: string) =>
  new Request(`http://localhost/admin/dashboard/${path}`, { headers: cookie ? { cookie } : {} });
const post = (
  path: string,
  fields: Record<string, string | string[]>,
  { cookie = admin.cookie, csrf = admin.csrfToken as string | null } = {},
) => {
  const form = new FormData();
  if (csrf !== null) form.append("csrf", csrf);
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return new Request(`http://localhost/admin/dashboard/${path}`, { method: "POST", body: form, headers: { cookie } });
};

/** What an action refused with: the body and status of `data(...)` (a success is a redirect: `saved`). */
function answer(result: unknown): { status: number; body: { ok: boolean; message?: string; error?: string } } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { data: never; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as never };
}

const success = (description: string) => ({ kind: "success", title: "Success", description });

/** A save's answer: a 303 back to `location` whose flash cookie shows the success toast. */
async function saved(result: unknown) {
  const { status, location, toast } = await redirectedWithToast(result);
  return { status, location, toast };
}

describe("admin checks", () => {
  it.each(pages)("%s sends anonymous visitors to /admin/login", async (path, route, params) => {
    const thrown = await route.loader(routeArgs(db, page(path), params)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/admin/login");
  });

  it.each(pages.filter(([, route]) => route.action))(
    "%s refuses a post without the admin session or the CSRF token",
    async (path, route, params) => {
      const anonymous = answer(
        await route.action!(
          routeArgs(db, post(path, { intent: "delete", id: crypto.randomUUID() }, { cookie: "" }), params),
        ),
      );
      expect(anonymous.status).toBe(401);
      const forged = answer(
        await route.action!(
          routeArgs(db, post(path, { intent: "delete", id: crypto.randomUUID() }, { csrf: "forged" }), params),
        ),
      );
      expect(forged.status).toBe(403);
    },
  );

  it("an edit page for an unknown id is a 404", async () => {
    const thrown = await productEditor
      .loader(routeArgs(db, page("products/edit/x", admin.cookie), { id: crypto.randomUUID() }) as never)
      .catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(404);
  });
});

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

describe("Post/Redirect/Get", () => {
  it("a successful save answers 303 with a flash cookie whose toast the next page shows, once", async () => {
    const review = await createReview(db, { verifiedPurchase: false }); // typed in by an operator: its text is editable
    const answerOfSave = await reviewEditor.action(
      routeArgs(
        db,
        post(`reviews/edit/${review.id}`, {
          customerName: "Flash Gordon",
          rating: "4",
          reviewText: "Arrived the next day.",
          status: "published",
          position: "0",
          productId: "",
        }),
        { id: review.id },
      ) as never,
    );
    const { status, location, cookie } = await redirectedWithToast(answerOfSave);
    expect({ status, location }).toEqual({ status: 303, location: "/admin/dashboard/reviews" });

    // the browser follows the redirect with both cookies: the admin layout shows the toast and spends it
    const next = (spent?: string) =>
      routeOutcome(() =>
        adminLayoutLoader(routeArgs(db, page("reviews", `${admin.cookie}; ${spent ?? cookie}`)) as never),
      );
    const landed = await next();
    expect(landed.status).toBe(200);
    expect(landed.body?.toast).toEqual(success("Review updated successfully."));
    const cleared = landed.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^shop_flash=;/);
    expect((await next(cleared.split(";")[0])).body?.toast).toBeNull();
  });

  it("a refused save stays on the form: a 400 with the field's message, and no toast flashed", async () => {
    const review = await createReview(db);
    const refused = await routeOutcome(() =>
      reviewEditor.action(
        routeArgs(db, post(`reviews/edit/${review.id}`, { customerName: "", rating: "4", status: "published" }), {
          id: review.id,
        }) as never,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, fieldErrors: { customerName: "Customer name is required" } });
    expect(refused.headers.get("set-cookie")).toBeNull();
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
