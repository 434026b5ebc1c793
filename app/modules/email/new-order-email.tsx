import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { formatPrice } from "~/lib/money";

import { ItemsTable, type EmailItem } from "./email-items";
import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";
import { Lines } from "./email-text";

// The shop's own "new order" email (optional, off by default): one per paid order, to the notification
// address in Settings, with what was bought, by whom, for how much, and the order's admin page.

export type NewOrderNoticeData = {
  orderNumber: string;
  customerName: string;
  email: string;
  items: EmailItem[];
  total: number;
};

/** The order's page in the back office, from the shop's address. */
export const adminOrderUrl = (brand: EmailBrand, orderNumber: string) =>
  `${brand.origin}/admin/dashboard/orders/${encodeURIComponent(orderNumber)}`;

function NewOrderNotice({ data, brand }: { data: NewOrderNoticeData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`New order ${data.orderNumber}: ${formatPrice(data.total)}`}
      title={<>New order {data.orderNumber}</>}
    >
      <Lines lines={[`Customer: ${data.customerName} <${data.email}>`, `Total paid: ${formatPrice(data.total)}`]} />
      <ItemsTable items={data.items} brand={brand} />
      <ActionLink href={adminOrderUrl(brand, data.orderNumber)} label="Open the order" color={brand.color} />
      <Text style={paragraph}>You get this email because new-order emails are switched on in Settings → Email.</Text>
    </EmailLayout>
  );
}

export const NEW_ORDER_NOTICE_TEMPLATE = {
  subject: (d: NewOrderNoticeData) => `New order ${d.orderNumber}: ${formatPrice(d.total)} from ${d.customerName}`,
  render: (d: NewOrderNoticeData, b: EmailBrand): ReactElement => <NewOrderNotice data={d} brand={b} />,
};
