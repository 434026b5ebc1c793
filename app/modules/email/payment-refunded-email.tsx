import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { formatPrice } from "~/lib/money";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// A payment taken and then given back because no order could be placed for it (an item sold out, or the
// code ran out, between the shopper's Pay and the order): the card was charged, so the shopper is told.

export type PaymentRefundedData = {
  customerName: string;
  amount: number;
  /** why no order was placed, as the checkout said it */
  reason: string;
};

function PaymentRefunded({ data, brand }: { data: PaymentRefundedData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview="Your payment has been refunded" title="No order was placed">
      <Text style={paragraph}>Hello {data.customerName},</Text>
      <Text style={paragraph}>{data.reason}</Text>
      <Text style={paragraph}>
        We have refunded {formatPrice(data.amount)} to your card. It usually shows on your statement within 5–10 working
        days. Your basket is kept, so you can choose again.
      </Text>
      <ActionLink href={`${brand.origin}/cart`} label="Back to your basket" color={brand.color} />
    </EmailLayout>
  );
}

export const PAYMENT_REFUNDED_TEMPLATE = {
  subject: () => "Your payment has been refunded: no order was placed",
  render: (d: PaymentRefundedData, b: EmailBrand): ReactElement => <PaymentRefunded data={d} brand={b} />,
};
