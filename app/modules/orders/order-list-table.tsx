import { MoreHorizontal } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

import { BULK_FORM_ID } from "./order-list-tools";
import { OrderStatusBadge } from "./order-status-badge";
import { deliveryMethodName } from "./order-triage.schema";
import { paymentStateOf } from "./orders.schema";

// The orders list: a table from the small breakpoint up; on a phone each row is a card (number, customer, total,
// status, method, time) with its actions in a menu. One set of rows serves both, so a tick box or a button exists
// once whatever the width.

export type OrderListRow = {
  id: string;
  orderNumber: string;
  customerName: string;
  email: string;
  total: number;
  refundedTotal: number;
  status: string;
  shippingMethod: string;
  orderDate: Date | string;
};

const HEAD = ["Select", "Order #", "Customer", "Email", "Total", "Status", "Delivery", "Placed"];
const cell = "sm:table-cell sm:px-3 sm:py-3";

export function OrderListTable({ orders, onView }: { orders: OrderListRow[]; onView: (id: string) => void }) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-lg sm:border">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[900px]">
        <caption className="sr-only">Orders</caption>
        <thead className="hidden bg-muted sm:table-header-group">
          <tr>
            {HEAD.map((h) => (
              <th key={h} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {/* the tick boxes' column needs no visible heading, and its width goes to the row's actions */}
                {h === "Select" ? <span className="sr-only">{h}</span> : h}
              </th>
            ))}
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 sm:table-row-group sm:divide-y">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} onView={onView} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ order, onView }: { order: OrderListRow; onView: (id: string) => void }) {
  const state = paymentStateOf(order);
  return (
    <tr
      data-order={order.orderNumber}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3",
        "sm:table-row sm:rounded-none sm:border-0 sm:p-0",
      )}
    >
      <td className={cell}>
        <input
          type="checkbox"
          name="id"
          value={order.id}
          form={BULK_FORM_ID}
          aria-label={`Select order ${order.orderNumber}`}
          className="h-5 w-5 align-middle"
        />
      </td>
      <td className={`min-w-0 flex-1 font-mono font-semibold whitespace-nowrap ${cell}`}>
        <Link
          to={`/admin/dashboard/orders/${order.orderNumber}`}
          className="text-primary underline underline-offset-2 hover:no-underline"
        >
          {order.orderNumber}
        </Link>
      </td>
      <td className={`order-1 basis-full [overflow-wrap:anywhere] sm:basis-auto ${cell}`}>{order.customerName}</td>
      <td className={`hidden [overflow-wrap:break-word] ${cell}`}>
        <EmailAddress email={order.email} />
      </td>
      <td className={`order-2 font-semibold whitespace-nowrap sm:font-normal ${cell}`}>
        {formatPrice(order.total)}
        {state === "paid" ? null : (
          <span className="ml-1 text-xs font-normal text-muted-foreground sm:ml-0 sm:block">
            {state === "refunded" ? "Refunded" : `${formatPrice(order.refundedTotal)} refunded`}
          </span>
        )}
      </td>
      <td className={`order-2 ${cell}`}>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={`order-2 ${cell}`}>
        <DeliveryMethodBadge method={order.shippingMethod} />
      </td>
      <td
        className={`order-3 basis-full text-muted-foreground whitespace-nowrap sm:basis-auto sm:text-inherit ${cell}`}
      >
        <time dateTime={new Date(order.orderDate).toISOString()}>{formatDateTimeGB(order.orderDate)}</time>
      </td>
      <td className={`sm:text-right ${cell}`}>
        <OrderActionsMenu order={order} onView={onView} />
      </td>
    </tr>
  );
}

/** The delivery method the customer paid for, so an Express parcel is not packed as a Standard one. */
export function DeliveryMethodBadge({ method }: { method: string }) {
  return (
    <span
      data-method={method}
      className={cn(
        "inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        method === "express" && "border-purple-300 bg-purple-100 text-purple-900",
      )}
    >
      {deliveryMethodName(method)}
    </span>
  );
}

/** A row's actions: View opens the dialog; the menu holds the order page and its packing slip. */
function OrderActionsMenu({ order, onView }: { order: OrderListRow; onView: (id: string) => void }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onView(order.id)}
        aria-label={`View order ${order.orderNumber}`}
      >
        View
      </Button>
      <details className="relative">
        <summary
          aria-label={`More actions for order ${order.orderNumber}`}
          className={cn(
            "flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-md border",
            "[&::-webkit-details-marker]:hidden",
          )}
        >
          <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
        </summary>
        <ul className="absolute right-0 z-10 mt-1 flex w-48 flex-col rounded-md border bg-card p-1 text-left shadow-md">
          <li>
            <Link
              className="block rounded px-3 py-2 hover:bg-muted"
              to={`/admin/dashboard/orders/${order.orderNumber}`}
            >
              Open order page
            </Link>
          </li>
          {order.status === "cancelled" ? null : (
            <li>
              <a className="block rounded px-3 py-2 hover:bg-muted" href={`/admin/packing-slips?id=${order.id}`}>
                Print packing slip
              </a>
            </li>
          )}
        </ul>
      </details>
    </div>
  );
}

/** An address that wraps after its @ ("jamie@" then "example.com"), never mid-word, in a narrow column. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
