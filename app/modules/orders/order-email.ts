import type { Order } from "~/db/schema/orders";
import type { OrderConfirmationData } from "~/modules/email/order-confirmation-email";
import type { EmailLine, OrderCancelledData, OrderShippedData } from "~/modules/email/order-emails";
import type { PaymentCard } from "~/modules/payments/payment-provider";
import { orderDelivery, type DeliveryCalendar } from "~/modules/settings/delivery-dates";

import { carrierLink } from "./carriers";

// What each order email needs, captured from the order when the email is queued (the templates live
// in app/modules/email/order-emails.tsx).

/** Which order an email is about and whom it greets: how every email to an order's customer opens. */
export const addressedTo = (order: Pick<Order, "orderNumber" | "shippingAddress">) => ({
  orderNumber: order.orderNumber,
  customerName: order.shippingAddress.fullName,
});

export const emailLines = (order: Pick<Order, "items">, picks?: { index: number; quantity: number }[]): EmailLine[] =>
  picks
    ? picks.filter((p) => p.quantity > 0).map((p) => ({ ...line(order.items[p.index]), quantity: p.quantity }))
    : order.items.map(line);

const line = ({ name, variant, quantity, price, image, bundlePercent }: Order["items"][number]): EmailLine => ({
  name,
  variant,
  quantity,
  price,
  image,
  ...(bundlePercent ? { bundlePercent } : {}),
});

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };

/** "Visa ending 4242", or "card" when the provider did not say which. */
export const paymentMethodLabel = (card: PaymentCard | undefined) =>
  card
    ? `${BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} ending ${card.last4}`
    : "card";

/**
 * The order confirmation: items, totals, how it was paid, delivery address, dates, the signed link to
 * its VAT invoice and (in the template) the tracking link.
 */
export function confirmationData(
  order: Order,
  paid: { card?: PaymentCard; invoicePath: string },
  calendar: DeliveryCalendar,
): OrderConfirmationData {
  const a = order.shippingAddress;
  const delivery = orderDelivery({ ...order, postcode: a.postcode }, calendar);
  return {
    orderNumber: order.orderNumber,
    customerName: a.fullName,
    orderDate: order.orderDate.toISOString(),
    deliveryMethod: delivery.method,
    estimatedDelivery: delivery.estimate,
    items: emailLines(order),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    ...(order.discount ? { discountCode: order.discountCode, discount: order.discount } : {}),
    vat: order.vat,
    total: order.total,
    addressLines: [a.fullName, a.streetAddress, a.apartment, a.city, a.postcode, a.country].filter(Boolean),
    paymentMethod: paymentMethodLabel(paid.card),
    invoicePath: paid.invoicePath,
  };
}

export function shippedData(order: Order & { trackingNumber: string }): OrderShippedData {
  const carrier = carrierLink(order);
  return {
    ...addressedTo(order),
    trackingNumber: order.trackingNumber,
    carrierName: carrier?.name ?? null,
    trackingUrl: carrier?.url ?? null,
    lines: emailLines(order),
  };
}

/** The cancellation: what the order held and what goes back to the card. */
export function cancelledData(order: Order, refundAmount: number): OrderCancelledData {
  return {
    ...addressedTo(order),
    refundAmount,
    lines: emailLines(order),
  };
}
