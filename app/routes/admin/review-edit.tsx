import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/review-edit";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { isDomainError } from "~/lib/errors";
import { notFound, readForm } from "~/lib/http.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { ReviewForm } from "~/modules/reviews/review-form";
import { reviewFormValues } from "~/modules/reviews/reviews.schema";
import { getReviewForAdmin, updateReview } from "~/modules/reviews/reviews-admin.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  try {
    const review = await getReviewForAdmin(context.db, params.id);
    return { review, products: await listProductChoices(context.db, { publishedOnly: false }) };
  } catch (err) {
    if (isDomainError(err)) throw notFound("Review not found");
    throw err;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await updateReview(context.db, { id: params.id, ...reviewFormValues(form) }, actor);
    return "Review updated successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Edit review · Admin" }];

export default function EditReview({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/reviews"));
  return (
    <>
      <AdminPageHeader title="Edit Review" description={`By ${loaderData.review.customerName}`} />
      <ReviewForm key={loaderData.review.id} review={loaderData.review} products={loaderData.products} result={result} cancelTo="/admin/dashboard/reviews" />
    </>
  );
}
