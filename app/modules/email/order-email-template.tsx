import { Text } from "@react-email/components";
import type { ReactElement, ReactNode } from "react";

import { EmailLayout, paragraph, type EmailBrand } from "./email-layout";

/** How one email is made from the data captured when it was queued and the brand read when it is sent. */
export type Template<T> = {
  subject(data: T, brand: EmailBrand): string;
  render(data: T, brand: EmailBrand): ReactElement;
};

type OrderEmailData = { orderNumber: string; customerName: string };

/**
 * A customer's email about an order. Its subject is also the inbox preview unless `preview` says otherwise;
 * the content opens "Hi {name}, " and the `opening` sentence, then the `body`.
 */
export function orderEmail<T extends OrderEmailData>(email: {
  subject: (data: T, brand: EmailBrand) => string;
  preview?: (data: T) => string;
  title: string | ((data: T) => ReactNode);
  opening: (data: T) => ReactNode;
  body?: (data: T, brand: EmailBrand) => ReactNode;
}): Template<T> {
  return {
    subject: email.subject,
    render: (data, brand) => (
      <EmailLayout
        brand={brand}
        preview={email.preview ? email.preview(data) : email.subject(data, brand)}
        title={typeof email.title === "string" ? email.title : email.title(data)}
      >
        <Text style={paragraph}>
          Hi {data.customerName}, {email.opening(data)}
        </Text>
        {email.body?.(data, brand)}
      </EmailLayout>
    ),
  };
}
