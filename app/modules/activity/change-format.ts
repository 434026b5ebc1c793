import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { carrierName } from "~/modules/orders/carriers";

import type { FieldChanges } from "./activity.schema";

// How a changed field reads to a person, in the shop's own formats: "Price: £79.99 → £89.99",
// "Status: Published → Draft". Shared by the assistant's review dialog and the Activity page, on
// both sides, so the two always agree.

/** Fields held in pence. */
const MONEY_FIELDS = new Set([
  "price",
  "total",
  "subtotal",
  "shippingCost",
  "vat",
  "freeDeliveryThreshold",
  "refundedAmount",
  "refund",
]);

const LABELS: Record<string, string> = {
  price: "Price",
  stockQuantity: "Stock",
  stockAlertThreshold: "Stock alert threshold",
  status: "Status",
  name: "Name",
  slug: "Slug",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  imageAltText: "Image alt text",
  productLinked: "Linked product",
  productId: "Product",
  customerName: "Customer name",
  reviewText: "Review text",
  reviewImage: "Review image",
  verifiedPurchase: "Verified purchase",
  trackingNumber: "Tracking number",
  guaranteeMonths: "Guarantee (months)",
  faqList: "FAQs",
  track17ApiKey: "17TRACK API key",
  refund: "Refund",
  shippingAddress: "Delivery address",
  email: "Email",
  fullName: "Full name",
  streetAddress: "Street address",
  apartment: "Flat, suite, etc.",
  postcode: "Postcode",
  carrierUrlPattern: "Carrier tracking link",
  gift: "Gift",
};

/** "stockAlertThreshold" -> "Stock alert threshold" (known fields have their form's label). */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One value as the shop shows it, whole (the page wraps a long one; nothing is cut): pence as pounds, statuses
 * capitalised, carriers by name, yes/no, lists joined, an object's fields under their labels.
 */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (MONEY_FIELDS.has(field) && typeof value === "number") return formatPrice(value);
  if (field === "status" && typeof value === "string") return value.charAt(0).toUpperCase() + value.slice(1);
  if (field === "carrier") return carrierName(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return formatDateTimeGB(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTimeGB(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    if (value.every((v) => typeof v === "string" || typeof v === "number")) return value.join(", ");
    return `${value.length} ${value.length === 1 ? "item" : "items"}`;
  }
  if (typeof value === "object") {
    const parts = inReadingOrder(Object.keys(value))
      .map((k) => [k, (value as Record<string, unknown>)[k]] as const)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => `${fieldLabel(k)}: ${formatFieldValue(k, v)}`);
    return parts.length === 0 ? "(none)" : parts.join(", ");
  }
  return String(value);
}

/** An address's parts in the order its form asks for them (stored objects come back in any order). */
const READING_ORDER = ["fullName", "streetAddress", "apartment", "city", "postcode", "country", "phone"];

function inReadingOrder(keys: string[]): string[] {
  const rank = (key: string) => (READING_ORDER.includes(key) ? READING_ORDER.indexOf(key) : READING_ORDER.length);
  return [...keys].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

export type ChangeLine = { field: string; label: string; before: string; after: string };

/**
 * Every changed field as "label: before → after" parts, in the order recorded. A changed object (an address)
 * reads as one line per part that changed, "Delivery address · City: Bath → Leeds", in its form's order.
 */
export function formatChanges(changes: FieldChanges | null | undefined): ChangeLine[] {
  return Object.entries(changes ?? {}).flatMap(([field, { before, after }]) => {
    if (!isRecord(before) || !isRecord(after)) {
      return [
        {
          field,
          label: fieldLabel(field),
          before: formatFieldValue(field, before),
          after: formatFieldValue(field, after),
        },
      ];
    }
    return inReadingOrder([...new Set([...Object.keys(before), ...Object.keys(after)])])
      .filter((part) => formatFieldValue(part, before[part]) !== formatFieldValue(part, after[part]))
      .map((part) => ({
        field: `${field}.${part}`,
        label: `${fieldLabel(field)} · ${fieldLabel(part)}`,
        before: formatFieldValue(part, before[part]),
        after: formatFieldValue(part, after[part]),
      }));
  });
}
