import { Search } from "lucide-react";
import { useCallback, useState } from "react";
import { Form, Link, redirect } from "react-router";

import { ListTable } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FilterSelect, Pagination } from "~/components/ui/list-controls";
import { formatDateGB } from "~/lib/dates";
import { redirectWithToast } from "~/lib/flash.server";
import { queryOf, samePage } from "~/lib/http.server";
import { formatPrice } from "~/lib/money";
import { adminFormAction } from "~/modules/auth/admin-route.server";
import { can, ORDER_LIST_ACTIONS } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { listOrdersForAdmin, updateOrder } from "~/modules/orders/order-admin.server";
import { isBulkRequest, runBulkOrderAction } from "~/modules/orders/order-bulk.server";
import { OrderDetailsDialog } from "~/modules/orders/order-details-dialog";
import { ukDay } from "~/modules/orders/order-export.server";
import { BULK_FORM_ID, BulkActions, ExportRangeForm } from "~/modules/orders/order-list-tools";
import { OrderStatusBadge } from "~/modules/orders/order-status-badge";
import {
  ORDER_STATUS_LABELS,
  OrderListQuerySchema,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
  type UpdateOrderForm,
} from "~/modules/orders/orders.schema";

import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, "orders.view");
  const query = OrderListQuerySchema.parse(queryOf(request));
  const canExport = can(user.role, "orders.manage");
  return { ...(await listOrdersForAdmin(context.db, query)), query, today: ukDay(new Date()), canExport };
}

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, ORDER_LIST_ACTIONS, async ({ db, form, actor }) => {
    if (isBulkRequest(form.get("intent"))) {
      const done = await runBulkOrderAction(
        db,
        { intent: form.get("intent"), id: form.getAll("id"), carrier: form.get("carrier") },
        actor,
      );
      if ("location" in done) return redirect(done.location);
      return redirectWithToast(args.context.config, samePage(args.request), done.message);
    }
    const { markedShipped } = await updateOrder(db, Object.fromEntries(form) as UpdateOrderForm, actor);
    const message = markedShipped ? "Order updated and marked as shipped" : "Order updated successfully.";
    return redirectWithToast(args.context.config, samePage(args.request), message);
  });

// The list's filters: each a select of one query parameter, its choices the labels' keys in order.
const ORDER_FILTERS = [
  { name: "status", label: "Status", anyLabel: "All statuses", labels: ORDER_STATUS_LABELS },
  { name: "payment", label: "Payment", anyLabel: "All payments", labels: PAYMENT_STATE_LABELS },
] as const;

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, page, hasNextPage, query, today, canExport } = loaderData;
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const open = orders.find((o) => o.id === openId);
  const searched = query.q || query.status || query.payment;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Orders</h1>
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Search orders" className="flex-1">
          <Input
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Customer name or order number"
            maxLength={100}
          />
        </Field>
        {ORDER_FILTERS.map((filter) => (
          <FilterSelect key={filter.name} {...filter} value={query[filter.name]} />
        ))}
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" /> Search
        </Button>
      </Form>

      {canExport ? <ExportRangeForm today={today} /> : null}
      {orders.length > 0 ? (
        // Ticking rows needs the room of a wider screen: on a phone each order is handled from its own page.
        <div className="hidden sm:block">
          <BulkActions
            error={actionData && "error" in actionData ? String(actionData.error) : undefined}
            canExport={canExport}
          />
        </div>
      ) : null}

      <ListTable
        head={["Select", "Order #", "Customer", "Email", "Total", "Status", "Date"]}
        actionsColumn
        minWidth="sm:min-w-[760px]"
        phoneHidden={[1, 4, 7, 8]}
        empty={orders.length > 0 ? null : searched ? "No orders match your search." : "No orders yet."}
      >
        {orders.map((order) => (
          <tr key={order.id}>
            <td className="px-4 py-3">
              <input
                type="checkbox"
                name="id"
                value={order.id}
                form={BULK_FORM_ID}
                aria-label={`Select order ${order.orderNumber}`}
                className="h-5 w-5"
              />
            </td>
            <td className="px-4 py-3 font-mono break-all">
              <Link
                to={`/admin/dashboard/orders/${order.orderNumber}`}
                className="underline-offset-2 hover:underline focus-visible:underline"
              >
                {order.orderNumber}
              </Link>
            </td>
            <td className="px-4 py-3 [overflow-wrap:anywhere]">{order.customerName}</td>
            <td className="px-4 py-3 break-all">{order.email}</td>
            <td className="px-4 py-3">
              {formatPrice(order.total)}
              <PaymentNote order={order} />
            </td>
            <td className="px-4 py-3">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateGB(order.orderDate)}</td>
            <td className="px-4 py-3 text-right">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOpenId(order.id)}
                aria-label={`View order ${order.orderNumber}`}
              >
                View
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>

      <Pagination page={page} hasNextPage={hasNextPage} />

      {open ? <OrderDetailsDialog key={open.id} order={open} onClose={close} /> : null}
    </div>
  );
}

/** Under the total, what has gone back: a refund changes what the order is worth, so the list says so. */
function PaymentNote({ order }: { order: { total: number; refundedTotal: number } }) {
  const state = paymentStateOf(order);
  if (state === "paid") return null;
  return (
    <span className="block text-xs text-muted-foreground">
      {state === "refunded" ? "Refunded" : `${formatPrice(order.refundedTotal)} refunded`}
    </span>
  );
}
