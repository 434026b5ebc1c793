// Names shared by the email sender (server) and the order page (browser).

export const EMAIL_TEMPLATE_NAMES = [
  "order_confirmation",
  "order_shipped",
  "order_cancelled",
  "order_refunded",
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];

/** How the order page and timeline name each email. */
export const EMAIL_LABELS: Record<string, string> = {
  order_confirmation: "Order confirmation",
  order_shipped: "Shipping email",
  order_cancelled: "Cancellation email",
  order_refunded: "Refund email",
} satisfies Record<EmailTemplateName, string>;
