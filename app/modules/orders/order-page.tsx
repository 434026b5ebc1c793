import { ArrowLeft, ExternalLink, Printer } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, type FetcherWithComponents } from "react-router";

import { Button, buttonClasses, SubmitButton } from "~/components/ui/button";
import type { OrderItem, ShippingAddress } from "~/db/schema/orders";
import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { Totals } from "~/modules/cart/basket-pricing";

import { CancelOrderDialog, RefundDialog } from "./after-sale-dialogs";
import { ContactEmailDialog } from "./contact-dialog";
import { OrderDocuments, type OrderDocument } from "./order-documents";
import { EmailHistory, FailedEmails, RefundHistory } from "./order-histories";
import { OrderItemsSummary } from "./order-items-summary";
import { Row, Section } from "./order-page-parts";
import { ReturnsList } from "./order-returns";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTimeline, type TimelineEntry } from "./order-timeline";
import { OrderUpdateForm } from "./order-update-form";
import { PostalAddress } from "./postal-address";
import { AddressDialog, RecordReturnDialog } from "./return-dialogs";
import { useClosingFetcher } from "./use-closing-fetcher";

type When = string | Date;
export type OrderPageView = {
  order: {
    id: string;
    orderNumber: string;
    orderDate: When;
    customerName: string;
    email: string;
    items: OrderItem[];
    shippingAddress: ShippingAddress;
    shippingMethod: string;
    status: string;
    trackingNumber: string | null;
    carrier: string | null;
    carrierUrlPattern: string | null;
    notes: string;
    gift: boolean;
    cancelledAt: When | null;
    deliveredAt: When | null;
  } & Totals;
  payment: { provider: string; id: string; amount: number; refunded: number; status: string };
  refunds: {
    id: string;
    amount: number;
    status: string;
    source: string;
    reason: string;
    restocked: boolean;
    lines: { index: number; quantity: number }[];
    failureMessage: string | null;
    providerRefundId: string | null;
    createdAt: When;
  }[];
  refundable: { amount: number; lines: { index: number; quantity: number }[] };
  canCancel: boolean;
  emails: {
    id: string;
    template: string;
    to: string;
    status: string;
    attempts: number;
    lastError: string | null;
    sentAt: When | null;
    createdAt: When;
  }[];
  carrier: { name: string; url: string | null } | null;
  returns: {
    id: string;
    lines: { index: number; quantity: number }[];
    reason: string;
    status: string;
    createdAt: When;
    receivedAt: When | null;
  }[];
  returnable: { index: number; quantity: number }[];
  canEditAddress: boolean;
  /** the address form's Country choices: where the shop delivers */
  countries: string[];
  canOpenDocuments: boolean;
  canProcessReturns: boolean;
  timeline: TimelineEntry[];
  documents: OrderDocument[];
};

const stayOpen = () => {};

export function OrderPage(view: OrderPageView) {
  const { order, payment, refunds, refundable, canCancel, emails, carrier, timeline, returns } = view;
  const [dialog, setDialog] = useState<"cancel" | "refund" | "return" | "address" | "contact" | null>(null);
  /** The button at the foot of a section that opens one of the page's dialogs, when `shown`. */
  const opener = (shown: boolean, kind: NonNullable<typeof dialog>, label: string) =>
    shown ? (
      <Button variant="outline" className="mt-3" onClick={() => setDialog(kind)}>
        {label}
      </Button>
    ) : null;
  const close = useCallback(() => setDialog(null), []);
  const opened = { orderId: order.id, orderNumber: order.orderNumber, onClose: close };
  // the update form stays on the page: nothing to close, but a success spends an earlier refusal
  const { fetcher, errors: updateErrors } = useClosingFetcher(stayOpen);
  const a = order.shippingAddress;
  const trackHref = `/track-order?order=${encodeURIComponent(order.orderNumber)}`;

  return (
    <div className="flex flex-col gap-6">
      <FailedEmails emails={emails} orderId={order.id} />
      <div className="flex flex-col gap-3">
        <Link
          to="/admin/dashboard/orders"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All orders
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-mono text-xl font-bold sm:text-2xl">Order {order.orderNumber}</h1>
            <OrderStatusBadge status={order.status} />
            {order.gift ? (
              <span className="rounded-full border border-foreground px-2.5 py-0.5 text-xs font-semibold">Gift</span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {order.status === "cancelled" ? null : (
              <Link to={`/admin/packing-slips?id=${order.id}`} className={buttonClasses("outline", "md")}>
                <Printer aria-hidden="true" className="h-4 w-4" /> Packing slip
              </Link>
            )}
            {refundable.amount > 0 ? (
              <Button variant="outline" onClick={() => setDialog("refund")}>
                Refund
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="destructive" onClick={() => setDialog("cancel")}>
                Cancel order
              </Button>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          Placed {formatDateTimeGB(order.orderDate)}
          {order.cancelledAt ? ` · cancelled ${formatDateTimeGB(order.cancelledAt)}` : ""}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Section title="Items">
            <OrderItemsSummary order={order} refunded={payment.refunded} />
          </Section>

          <Section title="Fulfilment">
            <dl className="mb-4 grid grid-cols-2 gap-1 text-sm">
              <Row label="Tracking number">{order.trackingNumber ?? "Not shipped yet"}</Row>
              <Row label="Carrier">
                {carrier?.url ? (
                  <a
                    href={carrier.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline underline-offset-2"
                  >
                    {carrier.name}
                    <span className="sr-only"> (tracking on the carrier's site, opens in a new tab)</span>
                  </a>
                ) : (
                  (carrier?.name ?? "Not set")
                )}
              </Row>
              {order.status === "delivered" && order.deliveredAt ? (
                <Row label="Delivered">{formatDateTimeGB(order.deliveredAt)}</Row>
              ) : null}
            </dl>
            {order.trackingNumber ? (
              <a
                href={trackHref}
                target="_blank"
                rel="noreferrer"
                className={
                  "mb-4 inline-flex items-center gap-1 text-sm font-medium " +
                  "text-primary underline-offset-2 hover:underline"
                }
              >
                Public tracking page <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
            <OrderUpdateForm
              key={[
                order.status,
                order.trackingNumber,
                order.notes,
                order.carrier,
                order.carrierUrlPattern,
                order.gift,
              ].join("-")}
              order={order}
              fetcher={fetcher as FetcherWithComponents<unknown>}
              fieldErrors={updateErrors}
              actions={
                <div className="flex justify-end">
                  <SubmitButton busy={fetcher.state !== "idle"} label="Update Order" busyLabel="Saving..." />
                </div>
              }
            />
          </Section>

          <Section title="Timeline">
            <OrderTimeline entries={timeline} />
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Customer">
            <p className="text-sm font-medium">{order.customerName}</p>
            <p className="text-sm break-all">
              <a href={`mailto:${order.email}`} className="underline-offset-2 hover:underline">
                {order.email}
              </a>
            </p>
            {a.phone ? <p className="text-sm">{a.phone}</p> : null}
            {opener(view.canEditAddress, "contact", "Edit email")}
          </Section>
          <Section title="Shipping address">
            <PostalAddress address={a} className="text-sm" />
            {opener(view.canEditAddress, "address", "Edit address")}
          </Section>
          <Section title="Payment">
            <dl className="grid grid-cols-2 gap-1 text-sm">
              <Row label="Provider">{payment.provider}</Row>
              <Row label="Payment id">
                <span className="font-mono text-xs break-all">{payment.id}</span>
              </Row>
              <Row label="Amount">{formatPrice(payment.amount)}</Row>
              <Row label="Status">{payment.status}</Row>
            </dl>
          </Section>
          {view.canOpenDocuments ? (
            <Section title="Invoices">
              <OrderDocuments orderNumber={order.orderNumber} documents={view.documents} />
            </Section>
          ) : null}
          <Section title="Refunds">
            <RefundHistory refunds={refunds} items={order.items} />
          </Section>
          <Section title="Returns">
            <ReturnsList
              orderNumber={order.orderNumber}
              returns={returns}
              items={order.items}
              canProcess={view.canProcessReturns}
            />
            {opener(
              view.returnable.some((l) => l.quantity > 0),
              "return",
              "Record a return",
            )}
          </Section>
          <Section title="Emails">
            <EmailHistory emails={emails} orderId={order.id} />
          </Section>
        </div>
      </div>

      {dialog === "cancel" ? <CancelOrderDialog {...opened} refundAmount={refundable.amount} /> : null}
      {dialog === "return" ? <RecordReturnDialog {...opened} items={order.items} returnable={view.returnable} /> : null}
      {dialog === "address" ? <AddressDialog {...opened} address={a} countries={view.countries} /> : null}
      {dialog === "contact" ? <ContactEmailDialog {...opened} email={order.email} /> : null}
      {dialog === "refund" ? <RefundDialog {...opened} items={order.items} left={refundable} /> : null}
    </div>
  );
}
