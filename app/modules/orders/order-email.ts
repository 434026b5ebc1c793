import type { Order } from "~/db/schema";
import { formatPrice } from "~/lib/money";
import { estimatedDelivery } from "~/modules/checkout/pricing";
import { formatLongDateGB } from "~/lib/dates";


const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The order confirmation email: items, totals, delivery address and a tracking link. */
export function orderConfirmationEmail(order: Order, origin: string, siteName = "Retro Handhelds") {
  const trackUrl = `${origin}/track-order?order=${encodeURIComponent(order.orderNumber)}`;
  const address = order.shippingAddress;
  const addressLines = [address.fullName, address.streetAddress, address.apartment, address.city, address.postcode, address.country].filter(Boolean);
  const itemLines = order.items.map(
    (item) => `${item.quantity} × ${item.name}${item.variant ? ` (${item.variant})` : ""} — ${formatPrice(item.price * item.quantity)}`,
  );
  const totalLines = [
    `Subtotal: ${formatPrice(order.subtotal)}`,
    `Delivery: ${order.shippingCost === 0 ? "Free" : formatPrice(order.shippingCost)}`,
    `VAT included (20%): ${formatPrice(order.vat)}`,
    `Total: ${formatPrice(order.total)}`,
  ];
  const subject = `Your ${siteName} order ${order.orderNumber}`;
  const text = [
    `Hi ${address.fullName},`,
    "",
    `Thank you for your order! Order number: ${order.orderNumber}`,
    `Order date: ${formatLongDateGB(order.orderDate)}`,
    `Estimated delivery: ${formatLongDateGB(estimatedDelivery(order.orderDate))}`,
    "",
    "Items:",
    ...itemLines,
    "",
    ...totalLines,
    "",
    "Delivering to:",
    ...addressLines,
    "",
    `Track your order: ${trackUrl}`,
    "",
    `— ${siteName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:20px">Thank you for your order!</h1>
<p>Hi ${escapeHtml(address.fullName)}, your order <strong>${escapeHtml(order.orderNumber)}</strong> is confirmed.</p>
<p>Order date: ${formatLongDateGB(order.orderDate)}<br>Estimated delivery: ${formatLongDateGB(estimatedDelivery(order.orderDate))}</p>
<h2 style="font-size:16px">Items</h2><ul>${itemLines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<p>${totalLines.map(escapeHtml).join("<br>")}</p>
<h2 style="font-size:16px">Delivering to</h2><p>${addressLines.map(escapeHtml).join("<br>")}</p>
<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>
</body></html>`;
  return { to: order.email, subject, text, html };
}
