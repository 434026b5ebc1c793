import { Heading, Text } from "@react-email/components";

import { formatPrice } from "~/lib/money";
import { RETURNS_PATH } from "~/modules/settings/returns-policy";

import { ACCOUNT_NOTICE_TEMPLATE, type AccountNoticeData } from "./account-notice-email";
import { BACK_IN_STOCK_TEMPLATE, type BackInStockData } from "./back-in-stock-email";
import { CONFIRM_ADDRESS_TEMPLATE, type ConfirmAddressData } from "./confirm-address-email";
import { EMAIL_CHANGE_TEMPLATE, type EmailChangeData } from "./email-change-email";
import { cleanVariant, type EmailItem } from "./email-items";
import { ActionLink, EmailLayout, paragraph, subheading, type EmailBrand } from "./email-layout";
import { Lines, TrackingLink, trackUrl } from "./email-text";
import { LOW_STOCK_NOTICE_TEMPLATE, type LowStockNoticeData } from "./low-stock-email";
import { NEW_ORDER_NOTICE_TEMPLATE, type NewOrderNoticeData } from "./new-order-email";
import { ORDER_CONFIRMATION_TEMPLATE, type OrderConfirmationData } from "./order-confirmation-email";
import { orderEmail, type Template } from "./order-email-template";
import { ORDERS_LINK_TEMPLATE, type OrdersLinkData } from "./orders-link-email";
import { PAYMENT_REFUNDED_TEMPLATE, type PaymentRefundedData } from "./payment-refunded-email";
import { REVIEW_REQUEST_TEMPLATE, type ReviewRequestData } from "./review-request-email";
import { SIGN_IN_LOCKED_TEMPLATE, type SignInLockedData } from "./sign-in-locked-email";
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
/**
 * A delivery email sent by mistake (the operator undid "delivered"): the parcel is still on its way, or
 * (back before shipping) has not left yet.
 */
export type OrderDeliveryCorrectionData = { orderNumber: string; customerName: string; shipped: boolean };
export type OrderReturnReceivedData = { orderNumber: string; customerName: string; amount: number; lines: EmailLine[] };
/** A return was recorded: how to send it back (the reference to put in the parcel, and what is in it). */
export type OrderReturnInstructionsData = {
  orderNumber: string;
  customerName: string;
  reference: string;
  lines: EmailLine[];
};
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
  order_delivery_correction: OrderDeliveryCorrectionData;
  order_return_received: OrderReturnReceivedData;
  order_return_instructions: OrderReturnInstructionsData;
  password_reset: PasswordResetData;
  review_request: ReviewRequestData;
  staff_invitation: StaffInvitationData;
  back_in_stock: BackInStockData;
  new_order_notice: NewOrderNoticeData;
  low_stock_notice: LowStockNoticeData;
  orders_link: OrdersLinkData;
  payment_refunded: PaymentRefundedData;
  account_notice: AccountNoticeData;
  confirm_address: ConfirmAddressData;
  sign_in_locked: SignInLockedData;
  email_change: EmailChangeData;
};

/** "2 × Screen Protector (3-Pack), 5.5-inch X55": the option after a comma, its own brackets dropped, so a
 * name that ends in brackets never reads "(3-Pack) (5.5-inch (X55))". */
export const lineText = (l: EmailLine) => `${l.quantity} × ${l.name}${l.variant ? `, ${cleanVariant(l.variant)}` : ""}`;

const lineList = (lines: EmailLine[]) => <Lines lines={lines.map(lineText)} />;
const refundNote = (amount: number) =>
  amount > 0
    ? `We have refunded ${formatPrice(amount)} to your card. ` +
      "It usually shows on your statement within 5–10 working days."
    : "Nothing was left to refund on this order.";

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

export const EMAIL_TEMPLATES: { [K in keyof EmailTemplates]: Template<EmailTemplates[K]> } = {
  order_confirmation: ORDER_CONFIRMATION_TEMPLATE,
  order_shipped: orderEmail({
    subject: (d) => `Your order ${d.orderNumber} is on its way`,
    title: "Your order is on its way",
    opening: (d) => (
      <>
        good news: order <strong>{d.orderNumber}</strong> has left us and is with the carrier.
      </>
    ),
    body: (d, brand) => (
      <>
        <Text style={paragraph}>
          {d.carrierName ? `Carrier: ${d.carrierName}. ` : ""}Tracking number: {d.trackingNumber}
        </Text>
        {d.lines?.length ? (
          <>
            <Heading as="h2" style={subheading}>
              In the parcel
            </Heading>
            {lineList(d.lines)}
          </>
        ) : null}
        <TrackingLink
          href={d.trackingUrl ?? trackUrl(brand, d.orderNumber)}
          label="Follow your parcel"
          color={brand.color}
        />
      </>
    ),
  }),
  order_cancelled: orderEmail({
    subject: (d) => `Your order ${d.orderNumber} has been cancelled`,
    title: "Your order has been cancelled",
    opening: (d) => (
      <>
        order <strong>{d.orderNumber}</strong> has been cancelled and will not be sent.
      </>
    ),
    body: (d) => (
      <>
        {d.lines?.length ? lineList(d.lines) : null}
        <Text style={paragraph}>{refundNote(d.refundAmount)}</Text>
        <Text style={paragraph}>If you did not expect this, just reply to this email.</Text>
      </>
    ),
  }),
  order_refunded: orderEmail({
    subject: (d) => `Refund for your order ${d.orderNumber}`,
    preview: (d) => `A refund of ${formatPrice(d.amount)} for order ${d.orderNumber}`,
    title: (d) => <>We have refunded {formatPrice(d.amount)}</>,
    opening: (d) => (
      <>
        we have refunded {formatPrice(d.amount)} of order <strong>{d.orderNumber}</strong> to your card. It usually
        shows on your statement within 5–10 working days.
      </>
    ),
    body: (d) => (
      <>
        {d.lines.length > 0 ? lineList(d.lines) : null}
        {d.remaining === undefined ? null : (
          <Text style={paragraph}>
            {d.remaining > 0
              ? `You have paid ${formatPrice(d.remaining)} for this order after this refund.`
              : "That refunds the whole order."}
          </Text>
        )}
      </>
    ),
  }),
  order_delivered: orderEmail({
    subject: (d) => `Your order ${d.orderNumber} has been delivered`,
    title: "Your order has been delivered",
    opening: (d) => (
      <>
        order <strong>{d.orderNumber}</strong> has been delivered. We hope you enjoy it.
      </>
    ),
    body: (_d, brand) => (
      <Text style={paragraph}>
        If anything is missing or not right, just reply to this email. {brand.returns.afterDelivery}
      </Text>
    ),
  }),
  order_shipping_correction: orderEmail({
    subject: (d) => `A correction about your order ${d.orderNumber}`,
    title: "Your order has not shipped yet",
    opening: (d) => (
      <>
        we emailed you that order <strong>{d.orderNumber}</strong> was on its way. That was our mistake, sorry: it has
        not left us yet. We will email you again, with its tracking details, when it ships.
      </>
    ),
  }),
  order_delivery_correction: orderEmail({
    subject: (d) => `A correction about your order ${d.orderNumber}`,
    title: "Your order has not been delivered yet",
    opening: (d) => (
      <>
        we emailed you that order <strong>{d.orderNumber}</strong> had been delivered. That was our mistake, sorry:{" "}
        {d.shipped
          ? "it is still on its way to you."
          : "it has not left us yet. We will email you again, with its tracking details, when it ships."}
      </>
    ),
  }),
  order_return_received: orderEmail({
    subject: (d) => `We have received your return for order ${d.orderNumber}`,
    title: "We have received your return",
    opening: (d) => (
      <>
        the items you sent back from order <strong>{d.orderNumber}</strong> have arrived:
      </>
    ),
    body: (d) => (
      <>
        {lineList(d.lines)}
        <Text style={paragraph}>{refundNote(d.amount)}</Text>
      </>
    ),
  }),
  order_return_instructions: orderEmail({
    subject: (d) => `How to return items from order ${d.orderNumber}`,
    title: "How to send your return",
    opening: (d) => (
      <>
        we have recorded your return from order <strong>{d.orderNumber}</strong>. Its reference is{" "}
        <strong>{d.reference}</strong>.
      </>
    ),
    body: (d, brand) => (
      <>
        <Heading as="h2" style={subheading}>
          What to send back
        </Heading>
        {lineList(d.lines)}
        <Heading as="h2" style={subheading}>
          Where to send it
        </Heading>
        {brand.trader.address.length > 0 ? (
          <Lines lines={[`Returns ${d.reference}`, ...brand.trader.address]} />
        ) : (
          <Text style={paragraph}>Reply to this email and we will send you our returns address.</Text>
        )}
        <Text style={paragraph}>
          Pack the items safely, with a note of the reference {d.reference} in the parcel, and keep the proof of postage
          until we have refunded you.
        </Text>
        <Heading as="h2" style={subheading}>
          Our returns terms
        </Heading>
        <Text style={paragraph}>{brand.returns.terms}</Text>
        <ActionLink href={`${brand.origin}${RETURNS_PATH}`} label="Read our returns policy" color={brand.color} />
      </>
    ),
  }),
  password_reset: {
    subject: () => "Reset your admin password",
    render: (d, b) => <PasswordReset data={d} brand={b} />,
  },
  review_request: REVIEW_REQUEST_TEMPLATE,
  staff_invitation: STAFF_INVITATION_TEMPLATE,
  back_in_stock: BACK_IN_STOCK_TEMPLATE,
  new_order_notice: NEW_ORDER_NOTICE_TEMPLATE,
  low_stock_notice: LOW_STOCK_NOTICE_TEMPLATE,
  orders_link: ORDERS_LINK_TEMPLATE,
  payment_refunded: PAYMENT_REFUNDED_TEMPLATE,
  account_notice: ACCOUNT_NOTICE_TEMPLATE,
  confirm_address: CONFIRM_ADDRESS_TEMPLATE,
  sign_in_locked: SIGN_IN_LOCKED_TEMPLATE,
  email_change: EMAIL_CHANGE_TEMPLATE,
};
