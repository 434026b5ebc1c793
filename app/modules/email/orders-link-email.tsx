import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// "Find my orders": the link to every order placed with this address. Like a password reset it is not sent
// once its link has expired, and its link is wiped from the outbox when sent.

export type OrdersLinkData = { link: string; minutes: number };

function OrdersLink({ data, brand }: { data: OrdersLinkData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview="Your orders" title="Your orders">
      <Text style={paragraph}>
        Someone (hopefully you) asked to see the orders placed at {brand.siteName} with this email address.
      </Text>
      <ActionLink href={data.link} label="See my orders" color={brand.color} />
      <Text style={paragraph}>
        The link works for {data.minutes} minutes. From it you can follow each order, download its VAT invoice, cancel
        an order that has not been dispatched, or start a return. If you did not ask for this, ignore this email.
      </Text>
    </EmailLayout>
  );
}

export const ORDERS_LINK_TEMPLATE = {
  subject: (_d: OrdersLinkData, b: EmailBrand) => `Your orders at ${b.siteName}`,
  render: (d: OrdersLinkData, b: EmailBrand): ReactElement => <OrdersLink data={d} brand={b} />,
};
