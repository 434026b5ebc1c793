import { Text } from "@react-email/components";
import { Fragment } from "react";

import { ActionLink, paragraph, type EmailBrand } from "./email-layout";

// Small pieces the customer emails share: the tracking link and lines of plain text.

/** The shop's tracking page for the order, or null while that page is switched off. */
export const trackUrl = (brand: EmailBrand, orderNumber: string) =>
  brand.trackingPage ? `${brand.origin}/track-order?order=${encodeURIComponent(orderNumber)}` : null;
/** A link to follow the parcel, left out when there is nowhere to send the shopper. */
export function TrackingLink({ href, ...link }: { href: string | null; label: string; color: string }) {
  return href ? <ActionLink href={href} {...link} /> : null;
}

/** Lines of text, one per line in both the HTML and the plain-text part. */
export function Lines({ lines }: { lines: string[] }) {
  return (
    <Text style={paragraph}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
