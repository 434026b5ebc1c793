import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { ReviewForm } from "~/modules/reviews/review-form";
import { getReviewForAdmin, updateReview } from "~/modules/reviews/reviews-admin.server";
import type { ReviewInput } from "~/modules/reviews/reviews.schema";

import type { Route } from "./+types/review-edit";

const LIST = "/admin/dashboard/reviews";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "catalog.manage", async (db) => ({
    review: await orNotFound(getReviewForAdmin(db, args.params.id), "Review not found"),
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, "catalog.manage", async ({ db, form, actor }) => {
    await updateReview(db, { ...formInput<ReviewInput>(form), id: args.params.id }, actor);
    return redirectWithToast(args.context.config, LIST, "Review updated successfully.");
  });

export const meta: Route.MetaFunction = () => [{ title: "Edit review · Admin" }];

export default function EditReview({ loaderData: { review, products } }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Edit Review" description={`By ${review.customerName}`}>
      {(result) => <ReviewForm key={review.id} review={review} products={products} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
