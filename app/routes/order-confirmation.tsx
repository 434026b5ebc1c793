import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { notFound } from "~/lib/http.server";
import { LIMITS, overRateLimit } from "~/lib/rate-limit.server";
import { invoiceLinkFor, mayViewFullOrder } from "~/modules/orders/order-access.server";
import { OrderConfirmation, OrderLookupLimited, PublicOrderConfirmation } from "~/modules/orders/order-confirmation";
import { getOrderConfirmation } from "~/modules/orders/orders.server";
import { getSettings } from "~/modules/settings/settings.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/order-confirmation";

// The full confirmation (name, address) only for the browser that placed the order, for a day
// (docs/decisions/030); anyone else with the number sees its status and items. Either way the page is
// kept out of every cache, search engines and Referer headers, and order-number lookups share the
// tracking page's per-address limit.
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export const LOOKUP_LIMITED =
  "Too many order lookups from your connection. Please wait a few minutes and try again, " +
  "or use the link in your confirmation email.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // over the lookup limit the page is its limited view (429), not an error
  if (await overRateLimit("trackOrder", context.clientIp, LIMITS.trackOrder))
    return data({ view: "limited" as const, message: LOOKUP_LIMITED }, { status: 429, headers: PRIVATE_HEADERS });
  const [order, settings] = await Promise.all([
    getOrderConfirmation(context.db, params.orderNumber),
    getSettings(context.db),
  ]);
  if (!order) throw notFound("Order not found");
  // tracking is offered only while the tracking page is on: a switched-off page is a 404
  const trackingEnabled = settings.trackingPageEnabled;
  if (mayViewFullOrder(context.config, request, order)) {
    const invoiceUrl = invoiceLinkFor(context.config, request, order);
    return data(
      { view: "full" as const, order: { ...order, invoiceUrl }, trackingEnabled },
      { headers: PRIVATE_HEADERS },
    );
  }
  const { orderNumber, orderDate, status, items } = order;
  return data(
    { view: "public" as const, order: { orderNumber, orderDate, status, items }, trackingEnabled },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title:
      loaderData?.view === "full"
        ? `Order ${loaderData.order.orderNumber} confirmed | Retro Handhelds`
        : loaderData?.view === "public"
          ? `Order ${loaderData.order.orderNumber} | Retro Handhelds`
          : loaderData?.view === "limited"
            ? "Too many lookups | Retro Handhelds"
            : "Order not found",
  },
  { name: "robots", content: "noindex" },
];

// An error or a missing order keeps the storefront's header and footer around its message.
export const ErrorBoundary = StorefrontRouteError;

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "limited") return <OrderLookupLimited message={loaderData.message} />;
  if (loaderData.view === "public") {
    return <PublicOrderConfirmation order={loaderData.order} trackingEnabled={loaderData.trackingEnabled} />;
  }
  return <OrderConfirmation order={loaderData.order} trackingEnabled={loaderData.trackingEnabled} />;
}
