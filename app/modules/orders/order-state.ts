import type { OrderStatus } from "~/db/order-status";
import { formatLongDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

// What the confirmation page says about an order, from its state now rather than at the moment it was
// placed: a page opened again after a cancellation or a refund must not still promise a delivery.

export type OrderStateInput = {
  status: OrderStatus;
  total: number;
  refundedTotal: number;
  emailHint: string;
  deliveredAt: string | null;
};

export type OrderStateText = {
  heading: string;
  lines: string[];
  /** the estimated delivery still means something only while the parcel is on its way to the shopper */
  showsEstimatedDelivery: boolean;
  tone: "success" | "neutral";
};

export function orderStateText(order: OrderStateInput): OrderStateText {
  const refunded = order.refundedTotal;
  const refundLine =
    refunded >= order.total
      ? `The full ${formatPrice(order.total)} has been refunded to your card.`
      : refunded > 0
        ? `${formatPrice(refunded)} has been refunded to your card; ` +
          `${formatPrice(order.total - refunded)} remains paid.`
        : null;
  const withRefund = (lines: string[]) => (refundLine ? [...lines, refundLine] : lines);

  switch (order.status) {
    case "cancelled":
      return {
        heading: "This order has been cancelled",
        lines: withRefund(refunded > 0 ? [] : ["Nothing will be sent."]),
        showsEstimatedDelivery: false,
        tone: "neutral",
      };
    case "delivered":
      return {
        heading: "Your order has been delivered",
        lines: withRefund(order.deliveredAt ? [`Delivered on ${formatLongDateGB(new Date(order.deliveredAt))}.`] : []),
        showsEstimatedDelivery: false,
        tone: "success",
      };
    case "shipped":
      return {
        heading: "Your order is on its way",
        lines: withRefund([`We have emailed the tracking details to ${order.emailHint}.`]),
        showsEstimatedDelivery: true,
        tone: "success",
      };
    default:
      return {
        heading: "Thank you for your order!",
        lines: withRefund([
          `We have emailed your receipt to ${order.emailHint}. We will let you know when your order ships.`,
        ]),
        showsEstimatedDelivery: true,
        tone: "success",
      };
  }
}
