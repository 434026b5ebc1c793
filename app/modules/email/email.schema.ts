// Names shared by the email sender (server) and the order page (browser).

export const EMAIL_TEMPLATE_NAMES = [
  "order_confirmation",
  "order_shipped",
  "order_cancelled",
  "order_refunded",
  "order_delivered",
  "order_shipping_correction",
  "order_return_received",
  "password_reset",
  "review_request",
  "staff_invitation",
  "back_in_stock",
  "new_order_notice",
  "low_stock_notice",
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];

/** How the order page and timeline name each email. */
export const EMAIL_LABELS: Record<string, string> = {
  order_confirmation: "Order confirmation",
  order_shipped: "Shipping email",
  order_cancelled: "Cancellation email",
  order_refunded: "Refund email",
  order_delivered: "Delivery email",
  order_shipping_correction: "Shipping correction email",
  order_return_received: "Return email",
  password_reset: "Password reset email",
  review_request: "Review request",
  staff_invitation: "Staff invitation",
  back_in_stock: "Back-in-stock email",
  new_order_notice: "New-order email to the shop",
  low_stock_notice: "Low-stock email to the shop",
} satisfies Record<EmailTemplateName, string>;
