import type { InvoiceDocument, InvoiceLine } from "~/db/schema/invoices";
import type { Order, OrderRefund } from "~/db/schema/orders";
import { vatContained } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, deliveryMethodOf } from "~/modules/settings/delivery-dates";
import { vatTreatment } from "~/modules/settings/delivery-destinations";

// What a VAT invoice or credit note says, built from the order (and refund) it is issued for. Prices
// include VAT at the standard rate; each line is split into net and VAT so that the lines add up to
// the amount paid (or refunded) exactly, and their VAT to the VAT the order showed.

export const VAT_RATE = 20;

export type Supplier = InvoiceDocument["supplier"];
type Gross = { description: string; quantity: number; unitGross: number; discount?: number };

/** "Screen Protector (3-Pack), 5.5-inch X55": the option after a comma, its own brackets dropped. */
export const describeItem = (name: string, variant: string | null) =>
  variant ? `${name}, ${variant.replace(/[()]/g, "").replace(/\s+/g, " ").trim()}` : name;

/**
 * Splits VAT-inclusive lines into net and VAT. The VAT of the whole (gross / 6, to the penny) is shared
 * out by largest remainder: each line gets its exact sixth rounded down, and the pennies left over go to
 * the lines whose sixth lost most, so no line is more than a penny from its exact VAT and the lines'
 * VAT adds up to the total's.
 */
export function splitVat(lines: Gross[], zeroRated = false): InvoiceLine[] {
  const grosses = lines.map((l) => l.unitGross * l.quantity - (l.discount ?? 0));
  // goods sent to Jersey or Guernsey leave the UK's VAT area: zero-rated, every line at 0%
  if (zeroRated) return lines.map((l, i) => ({ ...l, vatRate: 0, gross: grosses[i], vat: 0, net: grosses[i] }));
  const total = grosses.reduce((sum, g) => sum + g, 0);
  const vats = grosses.map((g) => Math.floor(g / 6));
  let left = vatContained(total) - vats.reduce((sum, v) => sum + v, 0);
  const byRemainder = grosses.map((g, i) => ({ i, rest: g % 6 })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    vats[i]++;
    left--;
  }
  return lines.map((l, i) => ({
    ...l,
    vatRate: VAT_RATE,
    gross: grosses[i],
    vat: vats[i],
    net: grosses[i] - vats[i],
  }));
}

const totalsOf = (lines: InvoiceLine[]) => ({
  net: lines.reduce((sum, l) => sum + l.net, 0),
  vat: lines.reduce((sum, l) => sum + l.vat, 0),
  gross: lines.reduce((sum, l) => sum + l.gross, 0),
});

function documentOf(
  order: Order,
  supplier: Supplier,
  gross: Gross[],
  about: Pick<InvoiceDocument, "creditFor" | "reason">,
): InvoiceDocument {
  const lines = splitVat(gross, vatTreatment(order.shippingAddress.country) === "zero-rated");
  return {
    supplier,
    customer: customerOf(order),
    orderNumber: order.orderNumber,
    ...about,
    lines,
    totals: totalsOf(lines),
  };
}

const customerOf = (order: Order) => {
  const a = order.shippingAddress;
  return {
    name: order.customerName || a.fullName,
    address: [a.streetAddress, a.apartment, a.city, a.postcode, a.country].filter(Boolean),
    email: order.email,
  };
};

/**
 * The order's invoice: each item, delivery as a line, the discount code's line, and (should the order's
 * total differ) the difference.
 */
export function invoiceDocument(order: Order, supplier: Supplier): InvoiceDocument {
  const gross: Gross[] = order.items.map((item) => ({
    description:
      describeItem(item.name, item.variant) +
      (item.bundlePercent ? ` (${item.bundlePercent}% off with a console)` : ""),
    quantity: item.quantity,
    unitGross: item.price,
  }));
  // the method by its name, as every page and email names it
  gross.push({
    description: DELIVERY_METHOD_LABELS[deliveryMethodOf(order.shippingMethod)],
    quantity: 1,
    unitGross: order.shippingCost,
  });
  // the discount code as a line of its own, less than nothing: the VAT is what the discounted total contains
  if (order.discount > 0)
    gross.push({ description: `Discount (${order.discountCode})`, quantity: 1, unitGross: -order.discount });
  const listed = gross.reduce((sum, l) => sum + l.unitGross * l.quantity, 0);
  if (listed !== order.total) gross.push({ description: "Adjustment", quantity: 1, unitGross: order.total - listed });
  return documentOf(order, supplier, gross, { creditFor: null, reason: "" });
}

/**
 * A refund's credit note: the refunded items (with a return's postage and deduction) when they make up
 * the amount, otherwise one line for the amount (a refund of money rather than of items, or of items less
 * than their price). An item refunded for less than its price (its share of a discount code, or the add-on
 * discount, kept back) is listed at its price before either, with that share as its discount and what was
 * refunded as its total.
 */
export function creditNoteDocument(
  order: Order,
  refund: Pick<OrderRefund, "amount" | "lines" | "reason"> &
    Partial<Pick<OrderRefund, "returnPostage" | "deduction" | "deductionReason">>,
  invoiceNumber: string,
  supplier: Supplier,
): InvoiceDocument {
  const items: Gross[] = refund.lines
    .filter((l) => l.quantity > 0 && order.items[l.index])
    .map((l) => {
      const item = order.items[l.index];
      const unitGross = item.priceBefore ?? item.price;
      const discount = unitGross * l.quantity - (l.amount ?? item.price * l.quantity);
      return {
        description: describeItem(item.name, item.variant),
        quantity: l.quantity,
        unitGross,
        ...(discount !== 0 ? { discount } : {}),
      };
    });
  // a return's refund: the postage given back, and what was kept back from the items and why
  if (refund.returnPostage) items.push({ description: "Return postage", quantity: 1, unitGross: refund.returnPostage });
  if (refund.deduction)
    items.push({
      description: `Deduction${refund.deductionReason ? `: ${refund.deductionReason}` : ""}`,
      quantity: 1,
      unitGross: -refund.deduction,
    });
  const itemsTotal = items.reduce((sum, l) => sum + l.unitGross * l.quantity - (l.discount ?? 0), 0);
  const gross =
    items.length > 0 && itemsTotal === refund.amount
      ? items
      : [{ description: `Refund against invoice ${invoiceNumber}`, quantity: 1, unitGross: refund.amount }];
  return documentOf(order, supplier, gross, { creditFor: invoiceNumber, reason: refund.reason });
}
