import { data, redirect } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { formInput } from "~/lib/form-input";
import { formAction, PRIVATE_PAGE_HEADERS, readForm } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { unlistedPageMeta } from "~/lib/seo";
import {
  customerEmailOf,
  ordersAccessCookie,
  readOrdersAccessToken,
} from "~/modules/orders/customer-orders-access.server";
import type { FindOrdersInput } from "~/modules/orders/customer-orders.schema";
import { listCustomerOrders, requestOrdersLink } from "~/modules/orders/customer-orders.server";
import { FindOrdersForm, MyOrdersList, type MyOrdersAnswer } from "~/modules/orders/my-orders-page";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/my-orders";

// /my-orders: "Find my orders" without an account. The emailed link (?token=) is swapped at once for a
// cookie, so the token never stays in the address bar; with a valid cookie the page lists the orders.
const LINK_PROBLEM = "This link has expired or is not valid. Enter your email address to get a new one.";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) {
    const email = readOrdersAccessToken(context.config, token);
    if (email)
      throw redirect("/my-orders", {
        headers: { ...PRIVATE_PAGE_HEADERS, "Set-Cookie": ordersAccessCookie(request, token) },
      });
    return data({ view: "find" as const, linkProblem: LINK_PROBLEM }, { headers: PRIVATE_PAGE_HEADERS });
  }
  const email = customerEmailOf(context.config, request);
  if (!email) return data({ view: "find" as const, linkProblem: null }, { headers: PRIVATE_PAGE_HEADERS });
  const orders = await listCustomerOrders(context.db, email);
  return data({ view: "list" as const, email, orders }, { headers: PRIVATE_PAGE_HEADERS });
}

export const action = formAction(async ({ request, context }: Route.ActionArgs) => {
  const form = await readForm(request);
  if (form.get("intent") === "forget")
    throw redirect("/my-orders", { headers: { "Set-Cookie": ordersAccessCookie(request, null) } });
  await hitRateLimit("findOrders", context.clientIp, LIMITS.trackOrder);
  const input = formInput<FindOrdersInput>(form);
  const { message } = await requestOrdersLink(context.db, context.config, input);
  return data({ ok: true as const, message }, { headers: PRIVATE_PAGE_HEADERS });
});

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = () => unlistedPageMeta("Find my orders | Retro Handhelds");

export const ErrorBoundary = StorefrontRouteError;

export default function MyOrders({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "list") return <MyOrdersList email={loaderData.email} orders={loaderData.orders} />;
  return <FindOrdersForm answer={actionData as MyOrdersAnswer | undefined} linkProblem={loaderData.linkProblem} />;
}
