import { Link, Text } from "@react-email/components";
import type { ReactElement } from "react";

import { EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// The shop's low-stock email (docs/decisions/245): to the notification address in Settings, one per
// sweep that found variants crossing their alert, each with what is left and a link to its admin page.

export type LowStockLine = {
  itemName: string;
  /** the variant's name; '' for an item without options */
  variant: string;
  left: number;
  alertAt: number;
  /** the item's admin page, e.g. /admin/dashboard/products/edit/<id> */
  path: string;
};
export type LowStockNoticeData = { items: LowStockLine[] };

const what = (line: LowStockLine) => (line.variant ? `${line.itemName} (${line.variant})` : line.itemName);
const leftText = (line: LowStockLine) =>
  `${line.left === 0 ? "sold out" : `${line.left} left`} (alert at ${line.alertAt})`;

function LowStockNotice({ data, brand }: { data: LowStockNoticeData; brand: EmailBrand }) {
  const one = data.items.length === 1;
  return (
    <EmailLayout
      brand={brand}
      preview={one ? `${what(data.items[0])}: ${leftText(data.items[0])}` : `${data.items.length} items are low`}
      title={one ? "An item is running low" : `${data.items.length} items are running low`}
    >
      <Text style={paragraph}>
        {one ? "This item has" : "These items have"} just reached the low-stock alert set for {one ? "it" : "them"}:
      </Text>
      {data.items.map((line, i) => (
        <Text key={i} style={{ ...paragraph, margin: "6px 0" }}>
          <strong>{what(line)}</strong>: {leftText(line)}. <Link href={`${brand.origin}${line.path}`}>Open it</Link>
        </Text>
      ))}
      <Text style={paragraph}>
        You get this email because an order notification address is set in Settings → Email. Each item is told once
        until its stock is above its alert again.
      </Text>
    </EmailLayout>
  );
}

export const LOW_STOCK_NOTICE_TEMPLATE = {
  subject: (d: LowStockNoticeData) =>
    d.items.length === 1
      ? `Low stock: ${what(d.items[0])}, ${leftText(d.items[0])}`
      : `Low stock: ${d.items.length} items have reached their alert`,
  render: (d: LowStockNoticeData, b: EmailBrand): ReactElement => <LowStockNotice data={d} brand={b} />,
};
