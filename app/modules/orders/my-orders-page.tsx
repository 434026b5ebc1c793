import { Form, Link, useNavigation } from "react-router";

import { Button, buttonClasses, SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import { formatLongDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

import { OrderStatusBadge } from "./order-status-badge";
import { shopperStatusLabel } from "./shopper-status";

/** What an action answered: a message to show, or a refusal with its field errors. */
export type MyOrdersAnswer =
  { ok: true; message: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

const PAGE = "mx-auto max-w-3xl px-4 py-8 sm:py-12";
const when = (at: Date | string) => formatLongDateGB(new Date(at));

/** The form that emails a link to the orders placed with an address. */
export function FindOrdersForm({ answer, linkProblem }: { answer?: MyOrdersAnswer; linkProblem?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const fieldError = answer && !answer.ok ? answer.fieldErrors?.email : undefined;
  return (
    <div className={PAGE}>
      <h1 className="text-3xl font-extrabold tracking-tight">Find my orders</h1>
      <p className="mt-2 text-muted-foreground">
        Enter the email address you ordered with. We'll email you a link to all your orders, where you can follow them,
        download invoices, cancel an order before it is dispatched or start a return.
      </p>
      <div className="mt-6 space-y-4">
        <FormAlert title="That link did not work" message={linkProblem} />
        {answer?.ok ? (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm">
            {answer.message}
          </p>
        ) : (
          <FormAlert title="Please check the form" message={fieldError ? null : answer?.error} />
        )}
        <Form method="post" className="flex flex-col gap-4 sm:max-w-md" aria-label="Find my orders">
          <input type="hidden" name="intent" value="find" />
          <Field label="Email address" error={fieldError}>
            <Input name="email" type="email" autoComplete="email" required maxLength={254} />
          </Field>
          <SubmitButton busy={busy} label="Email me a link" busyLabel="Sending..." className="self-start" />
        </Form>
        <p className="text-sm text-muted-foreground">
          Have your order number?{" "}
          <Link to="/track-order" className="underline underline-offset-2">
            Track an order
          </Link>{" "}
          without an email.
        </p>
      </div>
    </div>
  );
}

type ListedOrder = {
  orderNumber: string;
  orderDate: Date | string;
  status: string;
  total: number;
  itemCount: number;
  summary: string;
};

/** Every order placed with the address the link was sent to. */
export function MyOrdersList({ email, orders }: { email: string; orders: ListedOrder[] }) {
  return (
    <div className={PAGE}>
      <h1 className="text-3xl font-extrabold tracking-tight">Your orders</h1>
      <p className="mt-2 text-muted-foreground">Orders placed with {email}.</p>
      {orders.length === 0 ? (
        <p className="mt-6">There are no orders for this address.</p>
      ) : (
        <ul className="mt-6 divide-y rounded-xl border" aria-label="Your orders">
          {orders.map((order) => (
            <li key={order.orderNumber} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  to={`/my-orders/${order.orderNumber}`}
                  className="font-semibold whitespace-nowrap underline underline-offset-2"
                >
                  {order.orderNumber}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {when(order.orderDate)} · {order.itemCount} {order.itemCount === 1 ? "item" : "items"} ·{" "}
                  {formatPrice(order.total)}
                </p>
                <p className="truncate text-sm">{order.summary}</p>
              </div>
              <OrderStatusBadge status={order.status} label={shopperStatusLabel(order.status)} />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="forget" />
        <Button type="submit" variant="outline">
          Forget this link on this device
        </Button>
      </Form>
    </div>
  );
}

/** A message or a refusal above an order's actions. */
export function AnswerNote({ answer }: { answer?: MyOrdersAnswer }) {
  if (!answer) return null;
  if (!answer.ok) return <FormAlert title="That did not work" message={answer.error} />;
  return (
    <p role="status" className="rounded-md border bg-muted p-3 text-sm">
      {answer.message}
    </p>
  );
}

export const backToOrders = (
  <Link to="/my-orders" className={buttonClasses("outline", "sm")}>
    All my orders
  </Link>
);
