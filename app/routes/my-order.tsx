import { data, redirect } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { formInput } from "~/lib/form-input";
import { formAction, notFound, PRIVATE_PAGE_HEADERS, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { customerEmailOf } from "~/modules/orders/customer-orders-access.server";
import { cancelOwnOrder, getCustomerOrder, startOwnReturn } from "~/modules/orders/customer-orders.server";
import { MyOrderPage } from "~/modules/orders/my-order-page";
import type { MyOrdersAnswer } from "~/modules/orders/my-orders-page";
import { refundFormInput, type RecordReturnForm } from "~/modules/orders/orders.schema";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/my-order";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// /my-orders/{orderNumber}: one of the orders the emailed link opened, with Cancel before dispatch and
// Start a return after delivery. Without the link's cookie, or for someone else's order, it is not found.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const email = customerEmailOf(context.config, request);
  if (!email) throw redirect("/my-orders");
  const view = await getCustomerOrder(context.db, context.config, email, params.orderNumber);
  if (!view) throw notFound("Order not found");
  return data(view, { headers: PRIVATE_PAGE_HEADERS });
}

export const action = formAction(async ({ request, params, context }: Route.ActionArgs) => {
  const { db, config, logger } = context;
  const email = customerEmailOf(config, request);
  if (!email) throw redirect("/my-orders");
  const fields = formInput<Record<string, unknown>>(await readForm(request));
  if (fields.intent === "cancel") {
    const deps = { provider: getPaymentProvider(db, config), logger };
    const { message } = await cancelOwnOrder(db, deps, email, params.orderNumber);
    return data({ ok: true as const, message }, { headers: PRIVATE_PAGE_HEADERS });
  }
  if (fields.intent === "return") {
    const { lines, reason } = refundFormInput(fields) as RecordReturnForm;
    await startOwnReturn(db, email, params.orderNumber, { lines, reason });
    const message = "Your return is recorded. We'll email you how to send the items back.";
    return data({ ok: true as const, message }, { headers: PRIVATE_PAGE_HEADERS });
  }
  return data({ ok: false as const, error: "Unknown action." }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
});

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ params }) =>
  unlistedPageMeta(`Order ${params.orderNumber} | Retro Handhelds`);

export const ErrorBoundary = StorefrontRouteError;

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <MyOrderPage view={loaderData} answer={actionData as MyOrdersAnswer | undefined} />;
}
