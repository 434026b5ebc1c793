import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/review-new";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { ReviewForm } from "~/modules/reviews/review-form";
import { reviewFormValues } from "~/modules/reviews/reviews.schema";
import { createReview } from "~/modules/reviews/reviews-admin.server";
import { readForm } from "~/lib/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return { products: await listProductChoices(context.db, { publishedOnly: false }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await createReview(context.db, reviewFormValues(form), actor);
    return "Review created successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "New review · Admin" }];

export default function NewReview({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/reviews"));
  return (
    <>
      <AdminPageHeader title="Add Review" />
      <ReviewForm products={loaderData.products} result={result} cancelTo="/admin/dashboard/reviews" />
    </>
  );
}
