import { useCallback, useState } from "react";
import { redirect, useLocation } from "react-router";

import { Fold } from "~/components/ui/fold";
import { KeysetPagination } from "~/components/ui/keyset-pagination";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { queryOf, samePage } from "~/lib/http.server";
import { adminFormAction } from "~/modules/auth/admin-route.server";
import { can, ORDER_LIST_ACTIONS } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { isBulkRequest, runBulkOrderAction } from "~/modules/orders/order-bulk.server";
import { OrderDetailsDialog } from "~/modules/orders/order-details-dialog";
import { OrderFilters } from "~/modules/orders/order-filters";
import { OrderListTable } from "~/modules/orders/order-list-table";
import { BulkActions, ExportRangeForm } from "~/modules/orders/order-list-tools";
import { OrderViewTabs } from "~/modules/orders/order-triage-tools";
import { OrderTriageQuerySchema } from "~/modules/orders/order-triage.schema";
import { listOrderTriage } from "~/modules/orders/order-triage.server";
import type { UpdateOrderForm } from "~/modules/orders/orders.schema";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/orders";

export const routeRules = adminRules({ loader: "orders.view", action: ORDER_LIST_ACTIONS });

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  const query = OrderTriageQuerySchema.parse(queryOf(request));
  // what a role may not download is not offered: the full CSV carries money, Click & Drop only addresses
  const canExport = can(user.role, "orders.manage");
  const canDispatch = can(user.role, "orders.ship");
  return { ...(await listOrderTriage(context.db, query)), query, canExport, canDispatch };
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

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, pages, query, today, canExport, canDispatch, counts, csv } = loaderData;
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const open = orders.find((o) => o.id === openId);
  const searched = query.q || query.status || query.payment || query.period || query.from || query.to;
  const { search } = useLocation();
  const bulkError = actionData && "error" in actionData ? String(actionData.error) : undefined;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <h1 className="text-2xl font-bold">Orders</h1>
      <OrderViewTabs view={query.view} counts={counts} search={search} />
      {/* a new search folds the filters again on a phone, so its results are on the first screen */}
      <OrderFilters key={search} query={query} today={today} />

      {canExport || canDispatch ? (
        <Fold summary={canExport ? "Export CSV" : "Click & Drop CSV"}>
          <ExportRangeForm {...csv} canExportAll={canExport} />
        </Fold>
      ) : null}
      {orders.length > 0 ? (
        <Fold summary="Ticked orders: ship, print slips" defaultOpen={!!bulkError}>
          <BulkActions error={bulkError} canExport={canExport} />
        </Fold>
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
