import { Link, Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// "It's back": the one email a shopper who asked on a sold-out item gets. Its paths are made absolute
// with the shop's address when it is sent; the address it went to is forgotten once it is sent.

export type BackInStockData = {
  itemName: string;
  /** the option the shopper asked about, or null */
  variant: string | null;
  /** the item's page, e.g. /product/x55-console */
  path: string;
  /** the signed page that deletes every request of this address */
  unsubscribePath: string;
};

function BackInStock({ data, brand }: { data: BackInStockData; brand: EmailBrand }) {
  const what = data.variant ? `${data.itemName} (${data.variant})` : data.itemName;
  return (
    <EmailLayout brand={brand} preview={`${data.itemName} is back in stock`} title="It's back in stock">
      <Text style={paragraph}>
        You asked us to tell you when <strong>{what}</strong> was back. It is in stock now, while it lasts.
      </Text>
      <ActionLink href={`${brand.origin}${data.path}`} label={`See ${data.itemName}`} color={brand.color} />
      <Text style={paragraph}>
        This is the only email you get about it: we have now deleted your address from our back-in-stock list. Waiting
        for something else too?{" "}
        <Link href={`${brand.origin}${data.unsubscribePath}`}>Unsubscribe from all back-in-stock emails</Link>.
      </Text>
    </EmailLayout>
  );
}

export const BACK_IN_STOCK_TEMPLATE = {
  subject: (d: BackInStockData) => `${d.itemName} is back in stock`,
  render: (d: BackInStockData, b: EmailBrand): ReactElement => <BackInStock data={d} brand={b} />,
};
