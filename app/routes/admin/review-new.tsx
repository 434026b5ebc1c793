import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { ReviewForm } from "~/modules/reviews/review-form";
import { createReview } from "~/modules/reviews/reviews-admin.server";
import type { ReviewInput } from "~/modules/reviews/reviews.schema";

import type { Route } from "./+types/review-new";

const LIST = "/admin/dashboard/reviews";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "catalog.manage", async (db) => ({
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, "catalog.manage", async ({ db, form, actor }) => {
    await createReview(db, formInput<ReviewInput>(form), actor);
    return redirectWithToast(args.context.config, LIST, "Review created successfully.");
  });

export const meta: Route.MetaFunction = () => [{ title: "New review · Admin" }];

export default function NewReview({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Add Review">
      {(result) => <ReviewForm products={loaderData.products} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
