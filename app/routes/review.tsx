import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { cookieSecret } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, orNotFound, PRIVATE_PAGE_HEADERS, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { OrderReviewPage, ReviewLinkUsed, ReviewThanks } from "~/modules/reviews/order-review-page";
import { getReviewRequestPage, submitOrderReviews } from "~/modules/reviews/review-requests.server";
import type { OrderReviewsInput } from "~/modules/reviews/reviews.schema";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/review";

// /review/:token, the link in an order's review request email (docs/decisions/051). The token is signed:
// an altered or unknown one is a 404; a used one says so. Personal to the buyer, so never cached or indexed.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ params, context }: Route.LoaderArgs) {
  // a link that is not there or not valid is the 404 page, as a missing record is
  const page = await orNotFound(
    getReviewRequestPage(context.db, cookieSecret(context.config), params.token),
    "Review link not found",
  );
  return data(page, { status: page.status === "used" ? 410 : 200, headers: PRIVATE_PAGE_HEADERS });
}

export const action = formAction(async ({ request, params, context }: Route.ActionArgs) => {
  const input = formInput<OrderReviewsInput>(await readForm(request));
  const saved = await submitOrderReviews(context.db, cookieSecret(context.config), params.token, input);
  return data({ ok: true as const, ...saved }, { headers: PRIVATE_PAGE_HEADERS });
});

export const meta: Route.MetaFunction = () => unlistedPageMeta("Review your order");

export const ErrorBoundary = StorefrontRouteError;

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) return <ReviewThanks count={actionData.count} orderNumber={actionData.orderNumber} />;
  if (loaderData.status === "used") return <ReviewLinkUsed />;
  return (
    <OrderReviewPage
      orderNumber={loaderData.orderNumber}
      customerName={loaderData.customerName}
      items={loaderData.items}
      answer={actionData}
    />
  );
}
