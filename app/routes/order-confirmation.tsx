import { data } from "react-router";

import { notFound } from "~/lib/http.server";
import { OrderConfirmation } from "~/modules/orders/order-confirmation";
import { getOrderConfirmation } from "~/modules/orders/orders.server";
import { getSettings } from "~/modules/settings/settings.server";

import type { Route } from "./+types/order-confirmation";

// The number in the address is the key (50 random bits); the page still shows no email or phone,
// and is kept out of caches, search engines and Referer headers.
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const [order, settings] = await Promise.all([
    getOrderConfirmation(context.db, params.orderNumber),
    getSettings(context.db),
  ]);
  if (!order) throw notFound("Order not found");
  // tracking is offered only while the tracking page is on: a switched-off page is a 404
  return data({ order, trackingEnabled: settings.trackingPageEnabled }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData ? `Order ${loaderData.order.orderNumber} confirmed | Retro Handhelds` : "Order not found" },
  { name: "robots", content: "noindex" },
];

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation order={loaderData.order} trackingEnabled={loaderData.trackingEnabled} />;
}
