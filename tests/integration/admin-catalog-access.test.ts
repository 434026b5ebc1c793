// The admin catalogue's route modules: every loader and action checks the admin role, every action the CSRF token.
import { describe, expect, it } from "vitest";

import * as addonEditor from "~/routes/admin/addon-editor";
import * as addonsList from "~/routes/admin/addons";
import * as faq from "~/routes/admin/faq";
import * as productEditor from "~/routes/admin/product-editor";
import * as productsList from "~/routes/admin/products";
import * as reviewEditor from "~/routes/admin/review-editor";
import * as reviewsList from "~/routes/admin/reviews";
import * as videoEditor from "~/routes/admin/video-editor";
import * as videosList from "~/routes/admin/videos";

import { adminCatalogTestDb } from "../support/admin-catalog-requests";
import { routeArgs } from "../support/route-context";

const { db, admin, page, post, answer } = await adminCatalogTestDb();

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
