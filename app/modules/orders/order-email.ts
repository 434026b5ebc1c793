import type { Order } from "~/db/schema/orders";
import { estimatedDelivery } from "~/modules/checkout/pricing";
import type {
  EmailLine,
  OrderCancelledData,
  OrderConfirmationData,
  OrderShippedData,
} from "~/modules/email/order-emails";

import { carrierLink } from "./carriers";

// What each order email needs, captured from the order when the email is queued (the templates live
// in app/modules/email/order-emails.tsx).

export const emailLines = (order: Pick<Order, "items">, picks?: { index: number; quantity: number }[]): EmailLine[] =>
  picks
    ? picks.filter((p) => p.quantity > 0).map((p) => ({ ...line(order.items[p.index]), quantity: p.quantity }))
    : order.items.map(line);

const line = ({ name, variant, quantity, price }: Order["items"][number]): EmailLine => ({
  name,
  variant,
  quantity,
  price,
});

/** The order confirmation: items, totals, delivery address, dates and (in the template) the tracking link. */
export function confirmationData(order: Order): OrderConfirmationData {
  const a = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    customerName: a.fullName,
    orderDate: order.orderDate.toISOString(),
    estimatedDelivery: estimatedDelivery(order.orderDate).toISOString(),
    items: emailLines(order),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    vat: order.vat,
    total: order.total,
    addressLines: [a.fullName, a.streetAddress, a.apartment, a.city, a.postcode, a.country].filter(Boolean),
  };
}

export function shippedData(order: Order & { trackingNumber: string }): OrderShippedData {
  const carrier = carrierLink(order);
  return {
    orderNumber: order.orderNumber,
    customerName: order.shippingAddress.fullName,
    trackingNumber: order.trackingNumber,
    carrierName: carrier?.name ?? null,
    trackingUrl: carrier?.url ?? null,
    lines: emailLines(order),
  };
}

/** The cancellation: what the order held and what goes back to the card. */
export function cancelledData(order: Order, refundAmount: number): OrderCancelledData {
  return {
    orderNumber: order.orderNumber,
    customerName: order.shippingAddress.fullName,
    refundAmount,
    lines: emailLines(order),
  };
}
