import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SummaryRow } from "~/components/ui/summary-row";
import { formatLongDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { OrderDelivery } from "~/modules/settings/delivery-dates";

import { LineQuantityInput } from "./line-quantity-input";
import { AnswerNote, backToOrders, type MyOrdersAnswer } from "./my-orders-page";
import { OrderLineLabel } from "./order-line-label";
import { OrderStatusBadge } from "./order-status-badge";
import { shopperStatusLabel } from "./shopper-status";

type Line = { name: string; variant: string | null; quantity: number; price: number; bundlePercent?: number | null };
export type MyOrderView = {
  order: {
    orderNumber: string;
    orderDate: Date | string;
    status: string;
    items: Line[];
    shippingAddress: { fullName: string; streetAddress: string; apartment: string; city: string; postcode: string };
    shippingMethod: string;
    subtotal: number;
    discount: number;
    shippingCost: number;
    total: number;
    trackingNumber: string | null;
    deliveredAt: Date | string | null;
    cancelledAt: Date | string | null;
  };
  refunded: number;
  /** the method's name and the delivery calculator's dates, as the confirmation gave them */
  delivery: OrderDelivery;
  invoicePath: string;
  canCancel: boolean;
  returnDeadline: Date | string | null;
  returnable: { index: number; quantity: number }[];
  returns: { createdAt: Date | string; status: string; lines: { index: number; quantity: number }[] }[];
};

const when = (at: Date | string) => formatLongDateGB(new Date(at));

/** One order as its owner sees it: status, dates, lines, money, invoice, tracking, and what they may do next. */
export function MyOrderPage({ view, answer }: { view: MyOrderView; answer?: MyOrdersAnswer }) {
  const { order } = view;
  const address = order.shippingAddress;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {backToOrders}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Order <span className="whitespace-nowrap">{order.orderNumber}</span>
        </h1>
        <OrderStatusBadge status={order.status} label={shopperStatusLabel(order.status)} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Placed</dt>
        <dd>{when(order.orderDate)}</dd>
        <dt className="font-semibold">Delivery</dt>
        <dd>
          {view.delivery.method}
          {view.delivery.estimate && !order.deliveredAt && !order.cancelledAt
            ? `, expected ${view.delivery.estimate}`
            : ""}
        </dd>
        {order.deliveredAt ? (
          <>
            <dt className="font-semibold">Delivered</dt>
            <dd>{when(order.deliveredAt)}</dd>
          </>
        ) : null}
        {order.cancelledAt ? (
          <>
            <dt className="font-semibold">Cancelled</dt>
            <dd>{when(order.cancelledAt)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Deliver to</dt>
        <dd>
          {[address.fullName, address.streetAddress, address.apartment, address.city, address.postcode]
            .filter(Boolean)
            .join(", ")}
        </dd>
      </dl>
      <div className="mt-4">
        <AnswerNote answer={answer} />
      </div>

      <h2 className="mt-8 text-xl font-bold">Items</h2>
      <ul className="mt-2 divide-y rounded-xl border">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3 p-3 text-sm">
            <OrderLineLabel item={item} />
            <span className="whitespace-nowrap">{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 ml-auto max-w-xs space-y-1 text-sm">
        <SummaryRow label="Subtotal">{formatPrice(order.subtotal)}</SummaryRow>
        {order.discount > 0 ? <SummaryRow label="Discount">−{formatPrice(order.discount)}</SummaryRow> : null}
        <SummaryRow label="Delivery">{order.shippingCost ? formatPrice(order.shippingCost) : "Free"}</SummaryRow>
        <SummaryRow label="Total" className="font-bold">
          {formatPrice(order.total)}
        </SummaryRow>
        {view.refunded > 0 ? <SummaryRow label="Refunded">−{formatPrice(view.refunded)}</SummaryRow> : null}
      </dl>

      <h2 className="mt-8 text-xl font-bold">Documents and tracking</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          <a href={view.invoicePath} className="underline underline-offset-2">
            VAT invoice (PDF)
          </a>
        </li>
        <li>
          <Link to={`/track-order?order=${order.orderNumber}`} className="underline underline-offset-2">
            Track this order
          </Link>
          {order.trackingNumber ? ` (tracking number ${order.trackingNumber})` : null}
        </li>
        <li>
          Questions?{" "}
          <Link to="/support" className="underline underline-offset-2">
            Contact us
          </Link>
        </li>
      </ul>

      {view.canCancel ? <CancelForm /> : null}
      {view.returnDeadline ? <ReturnForm view={view} answer={answer} /> : null}
    </div>
  );
}

/** A part of the order page the shopper acts on (cancel, return), under its own heading. */
function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-8 rounded-xl border p-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CancelForm() {
  const busy = useNavigation().state === "submitting";
  return (
    <OrderSection id="cancel-heading" title="Cancel this order">
      <p className="mt-1 text-sm text-muted-foreground">
        It has not been dispatched yet, so you can cancel it. We refund what you paid to your card at once and email you
        to confirm.
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="cancel" />
        <SubmitButton busy={busy} variant="destructive" label="Cancel my order" busyLabel="Cancelling..." />
      </Form>
    </OrderSection>
  );
}

function ReturnForm({ view, answer }: { view: MyOrderView; answer?: MyOrdersAnswer }) {
  const busy = useNavigation().state === "submitting";
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const deadline = view.returnDeadline ? when(view.returnDeadline) : "";
  if (view.returnable.length === 0)
    return (
      <OrderSection id="return-heading" title="Returns">
        <p className="mt-1 text-sm text-muted-foreground">
          {view.returns.length > 0
            ? "Your return is recorded. Send the items back as our email explains; we refund you when they arrive."
            : "The days to return this order have passed. If an item is faulty, contact us and we will help."}
        </p>
      </OrderSection>
    );
  return (
    <OrderSection id="return-heading" title="Start a return">
      <p className="mt-1 text-sm text-muted-foreground">
        You can return items until {deadline}. Choose what you are sending back and tell us why.
      </p>
      <Form method="post" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="return" />
        {view.returnable.map(({ index, quantity }) => {
          const item = view.order.items[index];
          return (
            <Field
              key={index}
              label={`${item.name}${item.variant ? ` (${item.variant})` : ""}: how many to return (up to ${quantity})`}
            >
              <LineQuantityInput index={index} max={quantity} defaultValue={0} className="w-24" />
            </Field>
          );
        })}
        {errors.lines ? <p className="text-sm font-medium text-destructive">{errors.lines}</p> : null}
        <Field label="Why are you returning it?" error={errors.reason}>
          <Input name="reason" maxLength={500} required />
        </Field>
        <SubmitButton busy={busy} label="Start my return" busyLabel="Sending..." className="self-start" />
      </Form>
    </OrderSection>
  );
}
