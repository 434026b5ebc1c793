import { Heading, Text } from "@react-email/components";
import type { ReactElement } from "react";

import { formatPrice } from "~/lib/money";

import { BACK_IN_STOCK_TEMPLATE, type BackInStockData } from "./back-in-stock-email";
import { cleanVariant, type EmailItem } from "./email-items";
import { ActionLink, EmailLayout, paragraph, subheading, type EmailBrand } from "./email-layout";
import { Lines, TrackingLink, trackUrl } from "./email-text";
import { LOW_STOCK_NOTICE_TEMPLATE, type LowStockNoticeData } from "./low-stock-email";
import { NEW_ORDER_NOTICE_TEMPLATE, type NewOrderNoticeData } from "./new-order-email";
import { ORDER_CONFIRMATION_TEMPLATE, type OrderConfirmationData } from "./order-confirmation-email";
import { REVIEW_REQUEST_TEMPLATE, type ReviewRequestData } from "./review-request-email";
import { STAFF_INVITATION_TEMPLATE, type StaffInvitationData } from "./staff-invitation-email";

// The shop's customer emails. Each template takes the data captured when the email was queued (so a
// retry sends what was true then) and the brand read when it is sent.

export type EmailLine = EmailItem;

export type OrderShippedData = {
  orderNumber: string;
  customerName: string;
  trackingNumber: string;
  /** absent on emails queued before carriers were chosen */
  carrierName?: string | null;
  trackingUrl?: string | null;
  /** what is in the parcel; absent on emails queued before it was captured */
  lines?: EmailLine[];
};
export type OrderDeliveredData = { orderNumber: string; customerName: string };
/** A shipping email sent by mistake (the operator undid "shipped"): the order has not left yet. */
export type OrderShippingCorrectionData = { orderNumber: string; customerName: string };
export type OrderReturnReceivedData = { orderNumber: string; customerName: string; amount: number; lines: EmailLine[] };
export type OrderCancelledData = {
  orderNumber: string;
  customerName: string;
  refundAmount: number;
  /** what the order held; absent on emails queued before it was captured */
  lines?: EmailLine[];
};
export type OrderRefundedData = {
  orderNumber: string;
  customerName: string;
  amount: number;
  lines: EmailLine[];
  /** what the shopper has still paid after this refund; absent on emails queued before it was captured */
  remaining?: number;
};

/** An admin's password-reset link (queued by the reset page; the link works once, within an hour). */
export type PasswordResetData = { email: string; link: string };

export type EmailTemplates = {
  order_confirmation: OrderConfirmationData;
  order_shipped: OrderShippedData;
  order_cancelled: OrderCancelledData;
  order_refunded: OrderRefundedData;
  order_delivered: OrderDeliveredData;
  order_shipping_correction: OrderShippingCorrectionData;
  order_return_received: OrderReturnReceivedData;
  password_reset: PasswordResetData;
  review_request: ReviewRequestData;
  staff_invitation: StaffInvitationData;
  back_in_stock: BackInStockData;
  new_order_notice: NewOrderNoticeData;
  low_stock_notice: LowStockNoticeData;
};

/** "2 × Screen Protector (3-Pack), 5.5-inch X55": the option after a comma, its own brackets dropped, so a
 * name that ends in brackets never reads "(3-Pack) (5.5-inch (X55))". */
export const lineText = (l: EmailLine) => `${l.quantity} × ${l.name}${l.variant ? `, ${cleanVariant(l.variant)}` : ""}`;

function OrderShipped({ data, brand }: { data: OrderShippedData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`Your order ${data.orderNumber} is on its way`}
      title="Your order is on its way"
    >
      <Text style={paragraph}>
        Hi {data.customerName}, good news: order <strong>{data.orderNumber}</strong> has left us and is with the
        carrier.
      </Text>
      <Text style={paragraph}>
        {data.carrierName ? `Carrier: ${data.carrierName}. ` : ""}Tracking number: {data.trackingNumber}
      </Text>
      {data.lines?.length ? (
        <>
          <Heading as="h2" style={subheading}>
            In the parcel
          </Heading>
          <Lines lines={data.lines.map(lineText)} />
        </>
      ) : null}
      <TrackingLink
        href={data.trackingUrl ?? trackUrl(brand, data.orderNumber)}
        label="Follow your parcel"
        color={brand.color}
      />
    </EmailLayout>
  );
}

function OrderDelivered({ data, brand }: { data: OrderDeliveredData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`Your order ${data.orderNumber} has been delivered`}
      title="Your order has been delivered"
    >
      <Text style={paragraph}>
        Hi {data.customerName}, order <strong>{data.orderNumber}</strong> has been delivered. We hope you enjoy it.
      </Text>
      <Text style={paragraph}>
        If anything is missing or not right, just reply to this email. You can return items within 14 days of delivery.
      </Text>
    </EmailLayout>
  );
}

function OrderShippingCorrection({ data, brand }: { data: OrderShippingCorrectionData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`A correction about your order ${data.orderNumber}`}
      title="Your order has not shipped yet"
    >
      <Text style={paragraph}>
        Hi {data.customerName}, we emailed you that order <strong>{data.orderNumber}</strong> was on its way. That was
        our mistake, sorry: it has not left us yet. We will email you again, with its tracking details, when it ships.
      </Text>
    </EmailLayout>
  );
}

function OrderReturnReceived({ data, brand }: { data: OrderReturnReceivedData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`We have received your return for order ${data.orderNumber}`}
      title="We have received your return"
    >
      <Text style={paragraph}>
        Hi {data.customerName}, the items you sent back from order <strong>{data.orderNumber}</strong> have arrived:
      </Text>
      <Lines lines={data.lines.map(lineText)} />
      <Text style={paragraph}>
        {data.amount > 0
          ? `We have refunded ${formatPrice(data.amount)} to your card. ` +
            "It usually shows on your statement within 5–10 working days."
          : "Nothing was left to refund on this order."}
      </Text>
    </EmailLayout>
  );
}

function OrderCancelled({ data, brand }: { data: OrderCancelledData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`Your order ${data.orderNumber} has been cancelled`}
      title="Your order has been cancelled"
    >
      <Text style={paragraph}>
        Hi {data.customerName}, order <strong>{data.orderNumber}</strong> has been cancelled and will not be sent.
      </Text>
      {data.lines?.length ? <Lines lines={data.lines.map(lineText)} /> : null}
      <Text style={paragraph}>
        {data.refundAmount > 0
          ? `We have refunded ${formatPrice(data.refundAmount)} to your card. It usually shows on your ` +
            `statement within 5–10 working days.`
          : "Nothing was left to refund on this order."}
      </Text>
      <Text style={paragraph}>If you did not expect this, just reply to this email.</Text>
    </EmailLayout>
  );
}

function OrderRefunded({ data, brand }: { data: OrderRefundedData; brand: EmailBrand }) {
  const orderNumber = <strong>{data.orderNumber}</strong>;
  return (
    <EmailLayout
      brand={brand}
      preview={`A refund of ${formatPrice(data.amount)} for order ${data.orderNumber}`}
      title={<>We have refunded {formatPrice(data.amount)}</>}
    >
      <Text style={paragraph}>
        Hi {data.customerName}, we have refunded {formatPrice(data.amount)} of order {orderNumber} to your card. It
        usually shows on your statement within 5–10 working days.
      </Text>
      {data.lines.length > 0 ? <Lines lines={data.lines.map(lineText)} /> : null}
      {data.remaining === undefined ? null : (
        <Text style={paragraph}>
          {data.remaining > 0
            ? `You have paid ${formatPrice(data.remaining)} for this order after this refund.`
            : "That refunds the whole order."}
        </Text>
      )}
    </EmailLayout>
  );
}

function PasswordReset({ data, brand }: { data: PasswordResetData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview="Choose a new password" title="Reset your admin password">
      <Text style={paragraph}>Someone (hopefully you) asked to reset the password for {data.email}.</Text>
      <ActionLink href={data.link} label="Choose a new password" color={brand.color} />
      <Text style={paragraph}>
        The link works once, within an hour. If you did not ask for this, ignore this email; your password stays as it
        is.
      </Text>
    </EmailLayout>
  );
}

type Template<T> = { subject(data: T, brand: EmailBrand): string; render(data: T, brand: EmailBrand): ReactElement };

export const EMAIL_TEMPLATES: { [K in keyof EmailTemplates]: Template<EmailTemplates[K]> } = {
  order_confirmation: ORDER_CONFIRMATION_TEMPLATE,
  order_shipped: {
    subject: (d) => `Your order ${d.orderNumber} is on its way`,
    render: (d, b) => <OrderShipped data={d} brand={b} />,
  },
  order_cancelled: {
    subject: (d) => `Your order ${d.orderNumber} has been cancelled`,
    render: (d, b) => <OrderCancelled data={d} brand={b} />,
  },
  order_refunded: {
    subject: (d) => `Refund for your order ${d.orderNumber}`,
    render: (d, b) => <OrderRefunded data={d} brand={b} />,
  },
  order_delivered: {
    subject: (d) => `Your order ${d.orderNumber} has been delivered`,
    render: (d, b) => <OrderDelivered data={d} brand={b} />,
  },
  order_shipping_correction: {
    subject: (d) => `A correction about your order ${d.orderNumber}`,
    render: (d, b) => <OrderShippingCorrection data={d} brand={b} />,
  },
  order_return_received: {
    subject: (d) => `We have received your return for order ${d.orderNumber}`,
    render: (d, b) => <OrderReturnReceived data={d} brand={b} />,
  },
  password_reset: {
    subject: () => "Reset your admin password",
    render: (d, b) => <PasswordReset data={d} brand={b} />,
  },
  review_request: REVIEW_REQUEST_TEMPLATE,
  staff_invitation: STAFF_INVITATION_TEMPLATE,
  back_in_stock: BACK_IN_STOCK_TEMPLATE,
  new_order_notice: NEW_ORDER_NOTICE_TEMPLATE,
  low_stock_notice: LOW_STOCK_NOTICE_TEMPLATE,
};
