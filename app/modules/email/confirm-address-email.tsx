import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// Double opt-in (PECR): a sign-up form only records an address; nothing else is sent to it until its owner
// follows this link. The link's path is made absolute with the shop's address when it is sent.

/** How long a confirmation link works, for every sign-up form. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;

export type ConfirmAddressData = {
  /** what the address was given for: the mailing list, or one back-in-stock email about `itemName` */
  purpose: "newsletter" | "back_in_stock";
  itemName?: string;
  /** the signed confirmation page, e.g. /subscribe/confirm/… */
  path: string;
  days: number;
};

function ConfirmAddress({ data, brand }: { data: ConfirmAddressData; brand: EmailBrand }) {
  const what =
    data.purpose === "newsletter"
      ? `join the ${brand.siteName} mailing list`
      : `be emailed once when ${data.itemName ?? "an item"} is back in stock`;
  return (
    <EmailLayout brand={brand} preview="Please confirm your email address" title="Confirm your email address">
      <Text style={paragraph}>Someone (hopefully you) asked to {what} with this email address.</Text>
      <ActionLink href={`${brand.origin}${data.path}`} label="Confirm my email address" color={brand.color} />
      <Text style={paragraph}>
        We send nothing else until you confirm. The link works for {data.days} days; if you did not ask for this, ignore
        this email and we will not write again.
      </Text>
    </EmailLayout>
  );
}

export const CONFIRM_ADDRESS_TEMPLATE = {
  subject: (d: ConfirmAddressData, b: EmailBrand) =>
    d.purpose === "newsletter" ? `Confirm your subscription to ${b.siteName}` : `Confirm your back-in-stock email`,
  render: (d: ConfirmAddressData, b: EmailBrand): ReactElement => <ConfirmAddress data={d} brand={b} />,
};
