// Names shared by the email sender (server) and the order page (browser).

/** Every email the shop sends, by its template's name, as the order page and timeline name it. */
const TEMPLATE_LABELS = {
  order_confirmation: "Order confirmation",
  order_shipped: "Shipping email",
  order_cancelled: "Cancellation email",
  order_refunded: "Refund email",
  order_delivered: "Delivery email",
  order_shipping_correction: "Shipping correction email",
  order_delivery_correction: "Delivery correction email",
  order_return_received: "Return email",
  order_return_instructions: "Return instructions email",
  password_reset: "Password reset email",
  review_request: "Review request",
  staff_invitation: "Staff invitation",
  back_in_stock: "Back-in-stock email",
  new_order_notice: "New-order email to the shop",
  low_stock_notice: "Low-stock email to the shop",
  orders_link: "Link to the customer's orders",
  payment_refunded: "Payment refunded email",
  account_notice: "Sign-in change email",
  confirm_address: "Email address confirmation",
  sign_in_locked: "Sign-in paused email",
  email_change: "New email address confirmation",
};
export type EmailTemplateName = keyof typeof TEMPLATE_LABELS;

/** The same, looked up by a template name read back as text (an outbox row's). */
export const EMAIL_LABELS: Record<string, string> = TEMPLATE_LABELS;
