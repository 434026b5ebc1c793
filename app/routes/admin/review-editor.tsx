import { useLoaderData, type MetaFunction } from "react-router";

import { AdminFormPage } from "~/components/admin/admin-form-page";
import { ReviewForm } from "~/modules/reviews/review-form";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { loader } from "./review-editor.server";

// The review editor's page, for a new review and for one to edit (review-editor.server.ts reads and saves).

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const meta: MetaFunction<typeof loader> = ({ params }) => [
  { title: params.id ? "Edit review · Admin" : "New review · Admin" },
];

export function ReviewEditor() {
  const { review, products } = useLoaderData<typeof loader>();
  return (
    <AdminFormPage
      title={review ? "Edit Review" : "Add Review"}
      description={review ? `By ${review.customerName}` : undefined}
    >
      {(result) => (
        <ReviewForm
          key={review?.id}
          review={review ?? undefined}
          products={products}
          result={result}
          cancelTo="/admin/dashboard/reviews"
        />
      )}
    </AdminFormPage>
  );
}
