import { AdminFormPage } from "~/components/admin/admin-form-page";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { adminEditorAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { ReviewForm } from "~/modules/reviews/review-form";
import { createReview, getReviewForAdmin, updateReview } from "~/modules/reviews/reviews-admin.server";
import type { ReviewInput } from "~/modules/reviews/reviews.schema";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/review-editor";

// The review editor, at reviews/new (no id) and reviews/edit/:id (app/routes.ts names this module twice).

const LIST = "/admin/dashboard/reviews";

export const routeRules = CATALOG_PAGE;

export const loader = ({ params: { id }, ...args }: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    review: id ? await orNotFound(getReviewForAdmin(db, id), "Review not found") : null,
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = adminEditorAction(routeRules.permission.action, {
  list: LIST,
  read: (form) => formInput<ReviewInput>(form),
  create: createReview,
  update: updateReview,
  created: "Review created successfully.",
  updated: "Review updated successfully.",
});

export const meta: Route.MetaFunction = ({ params }) => [
  { title: params.id ? "Edit review · Admin" : "New review · Admin" },
];

export default function ReviewEditor({ loaderData: { review, products } }: Route.ComponentProps) {
  return (
    <AdminFormPage
      title={review ? "Edit Review" : "Add Review"}
      description={review ? `By ${review.customerName}` : undefined}
    >
      {(result) => (
        <ReviewForm key={review?.id} review={review ?? undefined} products={products} result={result} cancelTo={LIST} />
      )}
    </AdminFormPage>
  );
}
