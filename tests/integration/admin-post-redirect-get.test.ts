// The admin's saves follow Post/Redirect/Get: a success redirects with a toast shown once; a refusal stays on the form.
import { describe, expect, it } from "vitest";

import { loader as adminLayoutLoader } from "~/routes/admin/layout";
import * as reviewEditor from "~/routes/admin/review-editor";

import { adminCatalogTestDb } from "../support/admin-catalog-requests";
import { createReview } from "../support/factories";
import { redirectedWithToast, routeArgs, routeOutcome } from "../support/route-context";

const { db, admin, page, post, success } = await adminCatalogTestDb();

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
