import { Heading, Link, Text } from "@react-email/components";

import { formatLongDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

import { ItemsTable, TotalsTable, type EmailItem } from "./email-items";
import { ActionLink, paragraph, subheading, type EmailBrand } from "./email-layout";
import { Lines, TrackingLink, trackUrl } from "./email-text";
import { orderEmail } from "./order-email-template";

// The order confirmation: the contract confirmed in a durable medium (items, totals, VAT, how it was paid,
// the invoice, the delivery address and the right to cancel).

export type OrderConfirmationData = {
  orderNumber: string;
  customerName: string;
  orderDate: string;
  /** the delivery calculator's range ("Tue 1 – Wed 2 Dec"), null when it could not know; an ISO date on
   * emails queued before the calculator */
  estimatedDelivery: string | null;
  /** "Express delivery"; absent on emails queued before it was captured */
  deliveryMethod?: string;
  items: EmailItem[];
  subtotal: number;
  shippingCost: number;
  /** the discount code's line; absent on emails queued before codes */
  discountCode?: string | null;
  discount?: number;
  vat: number;
  total: number;
  addressLines: string[];
  /** "Visa ending 4242"; absent on emails queued before it was captured */
  paymentMethod?: string;
  /** the signed path of the VAT invoice's download; absent on emails queued before invoices */
  invoicePath?: string;
};

const estimateText = (estimate: string) =>
  /^\d{4}-\d{2}-\d{2}T/.test(estimate) ? formatLongDateGB(estimate) : estimate;

/** The order's details, items, totals, payment, invoice, address, tracking and the right to cancel. */
function OrderConfirmationBody({ data, brand }: { data: OrderConfirmationData; brand: EmailBrand }) {
  return (
    <>
      <Lines
        lines={[
          `Order number: ${data.orderNumber}`,
          `Order date: ${formatLongDateGB(data.orderDate)}`,
          ...(data.deliveryMethod ? [`Delivery method: ${data.deliveryMethod}`] : []),
          ...(data.estimatedDelivery ? [`Estimated delivery: ${estimateText(data.estimatedDelivery)}`] : []),
        ]}
      />
      <Heading as="h2" style={subheading}>
        Items
      </Heading>
      <ItemsTable items={data.items} brand={brand} />
      <TotalsTable
        rows={[
          ["Subtotal", formatPrice(data.subtotal)],
          ["Delivery", data.shippingCost === 0 ? "Free" : formatPrice(data.shippingCost)],
          ...(data.discount
            ? [[`Discount (${data.discountCode})`, `−${formatPrice(data.discount)}`] as [string, string]]
            : []),
          ["VAT included (20%)", formatPrice(data.vat)],
          ["Total", formatPrice(data.total)],
        ]}
      />
      {data.paymentMethod ? <Text style={paragraph}>Paid by {data.paymentMethod}.</Text> : null}
      {data.invoicePath ? (
        <Text style={paragraph}>
          <Link href={`${brand.origin}${data.invoicePath}`} style={{ color: brand.color, fontWeight: 600 }}>
            Download your VAT invoice (PDF)
          </Link>
        </Text>
      ) : null}
      <Heading as="h2" style={subheading}>
        Delivering to
      </Heading>
      <Lines lines={data.addressLines} />
      <TrackingLink href={trackUrl(brand, data.orderNumber)} label="Track your order" color={brand.color} />
      <Heading as="h2" style={subheading}>
        Your right to cancel
      </Heading>
      <Text style={paragraph}>{brand.returns.cancellation} How to cancel, with the model cancellation form:</Text>
      <ActionLink href={`${brand.origin}/returns`} label="Returns & Cancellations" color={brand.color} />
    </>
  );
}

export const ORDER_CONFIRMATION_TEMPLATE = orderEmail<OrderConfirmationData>({
  subject: (d, b) => `Your ${b.siteName} order ${d.orderNumber}`,
  preview: (d) => `Thank you for your order ${d.orderNumber}`,
  title: "Thank you for your order!",
  opening: (d) => (
    <>
      your order <strong>{d.orderNumber}</strong> is confirmed.
    </>
  ),
  body: (d, b) => <OrderConfirmationBody data={d} brand={b} />,
});
