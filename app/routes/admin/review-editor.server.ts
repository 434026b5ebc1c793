import type { AppLoadContext } from "react-router";

import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { createReview, getReviewForAdmin, updateReview } from "~/modules/reviews/reviews-admin.server";
import type { ReviewInput } from "~/modules/reviews/reviews.schema";

import { routeRules } from "./review-editor";

// The review editor's loader and action, for its two pages: reviews/new (no id) and reviews/edit/:id.
type Args = { request: Request; params: { id?: string }; context: AppLoadContext };

const REVIEWS = "/admin/dashboard/reviews";

export const loader = ({ params: { id }, ...args }: Args) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    review: id ? await orNotFound(getReviewForAdmin(db, id), "Review not found") : null,
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = ({ params: { id }, ...args }: Args) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const input = formInput<ReviewInput>(form);
    if (!id) {
      await createReview(db, input, actor);
      return redirectWithToast(args.context.config, REVIEWS, "Review created successfully.");
    }
    await updateReview(db, { ...input, id }, actor);
    return redirectWithToast(args.context.config, REVIEWS, "Review updated successfully.");
  });
