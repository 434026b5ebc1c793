import { Search } from "lucide-react";
import { useCallback, useState } from "react";
import { Form, redirect, useLocation } from "react-router";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { KeysetPagination } from "~/components/ui/keyset-pagination";
import { FilterSelect } from "~/components/ui/list-controls";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { queryOf, samePage } from "~/lib/http.server";
import { adminFormAction } from "~/modules/auth/admin-route.server";
import { can, ORDER_LIST_ACTIONS } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { isBulkRequest, runBulkOrderAction } from "~/modules/orders/order-bulk.server";
import { OrderDetailsDialog } from "~/modules/orders/order-details-dialog";
import { OrderListTable } from "~/modules/orders/order-list-table";
import { BulkActions, ExportRangeForm } from "~/modules/orders/order-list-tools";
import { OrderPeriodFields, OrderViewTabs } from "~/modules/orders/order-triage-tools";
import { OrderTriageQuerySchema } from "~/modules/orders/order-triage.schema";
import { listOrderTriage } from "~/modules/orders/order-triage.server";
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS, type UpdateOrderForm } from "~/modules/orders/orders.schema";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/orders";

export const routeRules = {
  permission: { loader: "orders.view", action: ORDER_LIST_ACTIONS },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  const query = OrderTriageQuerySchema.parse(queryOf(request));
  const canExport = can(user.role, "orders.manage");
  return { ...(await listOrderTriage(context.db, query)), query, canExport };
}

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    if (isBulkRequest(form.get("intent"))) {
      const done = await runBulkOrderAction(
        db,
        { intent: form.get("intent"), id: form.getAll("id"), carrier: form.get("carrier") },
        actor,
      );
      if ("location" in done) return redirect(done.location);
      return redirectWithToast(args.context.config, samePage(args.request), done.message);
    }
    const { markedShipped } = await updateOrder(db, formInput<UpdateOrderForm>(form), actor);
    const message = markedShipped ? "Order updated and marked as shipped" : "Order updated successfully.";
    return redirectWithToast(args.context.config, samePage(args.request), message);
  });

// The list's filters: each a select of one query parameter, its choices the labels' keys in order.
const ORDER_FILTERS = [
  { name: "status", label: "Status", anyLabel: "All statuses", labels: ORDER_STATUS_LABELS },
  { name: "payment", label: "Payment", anyLabel: "All payments", labels: PAYMENT_STATE_LABELS },
] as const;

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, pages, query, today, canExport, counts, csv } = loaderData;
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const open = orders.find((o) => o.id === openId);
  const searched = query.q || query.status || query.payment || query.period || query.from || query.to;
  const { search } = useLocation();

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Orders</h1>
      <OrderViewTabs view={query.view} counts={counts} search={search} />
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <Field label="Search orders" className="sm:min-w-56 sm:flex-1">
          <Input
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Customer name, email or order number"
            maxLength={100}
          />
        </Field>
        {ORDER_FILTERS.map((filter) => (
          <FilterSelect key={filter.name} {...filter} value={query[filter.name]} />
        ))}
        <OrderPeriodFields query={query} today={today} />
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" /> Search
        </Button>
      </Form>

      {canExport ? <ExportRangeForm {...csv} /> : null}
      {orders.length > 0 ? (
        <BulkActions
          error={actionData && "error" in actionData ? String(actionData.error) : undefined}
          canExport={canExport}
        />
      ) : null}

      {orders.length > 0 ? (
        <OrderListTable orders={orders} onView={setOpenId} />
      ) : (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {searched || query.view !== "all" ? "No orders match your search." : "No orders yet."}
        </p>
      )}

      <KeysetPagination pages={pages} label="Orders pages" />

      {open ? <OrderDetailsDialog key={open.id} order={open} onClose={close} /> : null}
    </div>
  );
}
