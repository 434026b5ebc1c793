import { Img, Text } from "@react-email/components";
import type { CSSProperties } from "react";

import { formatPrice } from "~/lib/money";
import { emailImagePath } from "~/modules/media/email-image";

import type { EmailBrand } from "./email-layout";

// The confirmation's items and totals as tables (mail clients lay out tables, not flex or grid): one
// row per item with its picture, name, option, quantity × unit price and line price, which reads at a
// phone's width as well as a desktop's; the plain-text part gets one line per row.

export type EmailItem = {
  name: string;
  variant: string | null;
  quantity: number;
  /** unit price, pence */
  price: number;
  /** the product's picture as the order saved it (a path on the shop, or absolute) */
  image?: string;
  /** the automatic add-on discount's percentage, when it applied */
  bundlePercent?: number;
};

const cell: CSSProperties = { padding: "10px 0", borderBottom: "1px solid #e4e4e7", verticalAlign: "top" };
const small = { color: "#52525b", fontSize: 13, lineHeight: "18px", margin: 0 } as const;
const table = { width: "100%", borderCollapse: "collapse", margin: "4px 0 8px" } as const;

/** The option as shoppers read it: its own brackets dropped ("5.5-inch (X55)" -> "5.5-inch X55"). */
export const cleanVariant = (variant: string) => variant.replace(/[()]/g, "").replace(/\s+/g, " ").trim();

const absolute = (image: string, origin: string) => {
  try {
    return new URL(image, `${origin}/`).toString();
  } catch {
    return null;
  }
};

export function ItemsTable({ items, brand }: { items: EmailItem[]; brand: EmailBrand }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={table} data-text-format="dataTable">
      <thead>
        <tr>
          <th align="left" colSpan={2} style={{ ...small, padding: "4px 0", fontWeight: 600 }}>
            Item
          </th>
          <th align="right" style={{ ...small, padding: "4px 0", fontWeight: 600 }}>
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => {
          const src = item.image ? absolute(emailImagePath(item.image), brand.origin) : null;
          return (
            <tr key={i}>
              <td style={{ ...cell, width: 64 }}>
                {src ? (
                  <Img src={src} alt="" width={56} height={56} style={{ borderRadius: 6, objectFit: "cover" }} />
                ) : null}
              </td>
              <td style={{ ...cell, paddingRight: 8 }}>
                <Text style={{ fontSize: 15, lineHeight: "20px", margin: 0, fontWeight: 600 }}>{item.name}</Text>
                <Text style={small}>
                  {item.variant ? (
                    <>
                      Option: {cleanVariant(item.variant)}
                      <br />
                    </>
                  ) : null}
                  Qty {item.quantity} × {formatPrice(item.price)}
                  {item.bundlePercent ? ` (${item.bundlePercent}% off with a console)` : ""}
                </Text>
              </td>
              <td align="right" style={{ ...cell, whiteSpace: "nowrap" }}>
                <Text style={{ fontSize: 15, lineHeight: "20px", margin: 0 }}>
                  {formatPrice(item.price * item.quantity)}
                </Text>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Label and amount rows under the items; the last one (the total) in bold. */
export function TotalsTable({ rows }: { rows: [string, string][] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={table} data-text-format="dataTable">
      <tbody>
        {rows.map(([label, value], i) => {
          const last = i === rows.length - 1;
          const style = { fontSize: last ? 16 : 14, fontWeight: last ? 700 : 400, padding: "3px 0" } as const;
          return (
            <tr key={label}>
              <td style={style}>{label}</td>
              <td align="right" style={style}>
                {value}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
