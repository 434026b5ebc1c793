import type { OrderStatus } from "~/db/order-status";

// An order's status in the shopper's words, on every page a shopper sees it (their orders, the confirmation,
// tracking). Every order a shopper can see is paid: "Pending", the back office's word for an order nobody has
// started on, read to them as a payment not yet taken.
const SHOPPER_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The label a shopper reads for `status`; an unknown status is shown as it is. */
export function shopperStatusLabel(status: string): string {
  return SHOPPER_ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}
