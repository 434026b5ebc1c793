import { Trash2 } from "lucide-react";

import { AdminPageHeader, AdminTable } from "~/components/admin/list-parts";
import { ConfirmedAction, EditLink } from "~/components/admin/row-actions";
import { formatDateTimeGB } from "~/lib/dates";
import { formInput } from "~/lib/form-input";
import { adminPageLoader, adminToastAction } from "~/modules/auth/admin-route.server";
import { PhoneRules } from "~/modules/promotions/phone-rules";
import { EndNowAction, SaleStatusBadge } from "~/modules/promotions/sale-status";
import { runSaleAction } from "~/modules/promotions/sales-admin.server";
import { discountLabel, targetLabel, type SaleAction } from "~/modules/promotions/sales.schema";
import { listSales } from "~/modules/promotions/sales.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/sales";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({ sales: await listSales(db) }));

export const action = (args: Route.ActionArgs) =>
  adminToastAction(args, routeRules.permission.action, ({ db, form, actor }) =>
    runSaleAction(db, formInput<SaleAction>(form), actor),
  );

export const meta: Route.MetaFunction = () => [{ title: "Sales · Admin" }];

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { sales } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Sales"
        description="Prices change at the start and go back at the end by themselves. Times are UK times."
        addTo="/admin/dashboard/sales/new"
        addLabel="Create Sale"
      />
      <AdminTable
        caption="Sales"
        head={["Name", "Discount", "Applies to", "Starts", "Ends", "Status", "Actions"]}
        phoneHidden={[2, 3, 4, 5]}
        empty={sales.length === 0 ? "No sales yet." : null}
      >
        {sales.map((sale) => (
          <tr key={sale.id}>
            <th scope="row" className="px-3 py-2 font-medium">
              {sale.name}
              <PhoneRules
                rules={[
                  ["Discount", discountLabel(sale)],
                  ["Applies to", targetLabel(sale)],
                  ["Starts", formatDateTimeGB(sale.startsAt)],
                  ["Ends", formatDateTimeGB(sale.endedAt ?? sale.endsAt)],
                ]}
              />
            </th>
            <td className="px-3 py-2">{discountLabel(sale)}</td>
            <td className="px-3 py-2">{targetLabel(sale)}</td>
            <td className="px-3 py-2 tabular-nums">{formatDateTimeGB(sale.startsAt)}</td>
            <td className="px-3 py-2 tabular-nums">{formatDateTimeGB(sale.endedAt ?? sale.endsAt)}</td>
            <td className="px-3 py-2">
              <SaleStatusBadge status={sale.status} />
            </td>
            <td className="flex items-center gap-1 px-3 py-2">
              {sale.status !== "ended" ? (
                <EditLink to={`/admin/dashboard/sales/edit/${sale.id}`} name={sale.name} />
              ) : null}
              {sale.status === "live" ? (
                <EndNowAction
                  id={sale.id}
                  name={sale.name}
                  noun="sale"
                  consequence="Prices go back to what they were before the sale, except any changed during it."
                />
              ) : sale.status === "scheduled" ? (
                <ConfirmedAction
                  id={sale.id}
                  intent="delete"
                  label={`Delete ${sale.name}`}
                  confirmLabel="Delete"
                  description="The sale will not start, and it is removed from the list."
                  icon={<Trash2 aria-hidden="true" className="h-4 w-4 text-destructive" />}
                />
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
