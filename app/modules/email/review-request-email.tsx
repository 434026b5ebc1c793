import { Text } from "@react-email/components";

import { ActionLink, paragraph } from "./email-layout";
import { orderEmail } from "./order-email-template";

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

export const REVIEW_REQUEST_TEMPLATE = orderEmail<ReviewRequestData>({
  subject: (d) => `How was your order ${d.orderNumber}?`,
  title: "How was your order?",
  opening: (d) => (
    <>
      your order <strong>{d.orderNumber}</strong> has had time to arrive. Would you tell other shoppers what you think
      of {d.products.length > 1 ? "what you bought" : d.products[0]}?
    </>
  ),
  body: (d, brand) => (
    <>
      {d.products.length > 1 ? (
        <Text style={paragraph}>
          {d.products.map((name) => (
            <span key={name}>
              {name}
              <br />
            </span>
          ))}
        </Text>
      ) : null}
      <ActionLink href={`${brand.origin}${d.path}`} label="Review your order" color={brand.color} />
      <Text style={paragraph}>
        The link is yours alone and works once. Your reviews are marked “Verified purchase” and appear once we have
        checked them.
      </Text>
    </>
  ),
});
