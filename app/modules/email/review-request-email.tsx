import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// The review request: sent some days after an order ships, with the order's one-time link to review
// what was bought. The link is a path, made absolute with the shop's address when the email is sent.

export type ReviewRequestData = {
  orderNumber: string;
  customerName: string;
  /** the signed page for this order's reviews, e.g. /review/<token> */
  path: string;
  /** the products the buyer is asked about */
  products: string[];
};

function ReviewRequest({ data, brand }: { data: ReviewRequestData; brand: EmailBrand }) {
  const many = data.products.length > 1;
  return (
    <EmailLayout brand={brand} preview={`How was your order ${data.orderNumber}?`} title="How was your order?">
      <Text style={paragraph}>
        Hi {data.customerName}, your order <strong>{data.orderNumber}</strong> has had time to arrive. Would you tell
        other shoppers what you think of {many ? "what you bought" : data.products[0]}?
      </Text>
      {many ? (
        <Text style={paragraph}>
          {data.products.map((name) => (
            <span key={name}>
              {name}
              <br />
            </span>
          ))}
        </Text>
      ) : null}
      <ActionLink href={`${brand.origin}${data.path}`} label="Review your order" color={brand.color} />
      <Text style={paragraph}>
        The link is yours alone and works once. Your reviews are marked “Verified purchase” and appear once we have
        checked them.
      </Text>
    </EmailLayout>
  );
}

export const REVIEW_REQUEST_TEMPLATE = {
  subject: (d: ReviewRequestData) => `How was your order ${d.orderNumber}?`,
  render: (d: ReviewRequestData, b: EmailBrand): ReactElement => <ReviewRequest data={d} brand={b} />,
};
