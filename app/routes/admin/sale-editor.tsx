import { AdminFormPage } from "~/components/admin/admin-form-page";
import { toUkDateTimeInput } from "~/lib/dates";
import { formInput } from "~/lib/form-input";
import { adminEditorAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { getSaleForEdit, updateSale } from "~/modules/promotions/sale-edit.server";
import { LiveSaleForm, SaleForm } from "~/modules/promotions/sale-form";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";
import { saleFormValues, type SaleInput } from "~/modules/promotions/sales.schema";
import { createSale } from "~/modules/promotions/sales.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/sale-editor";

// The sale editor, at sales/new (no id) and sales/edit/:id (app/routes.ts names this module twice): a sale
// until it ends; a scheduled one wholly, a live one its end and amount.

const LIST = "/admin/dashboard/sales";

export const routeRules = CATALOG_PAGE;

export const loader = ({ params: { id }, ...args }: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const sale = id ? await getSaleForEdit(db, id) : undefined;
    return {
      sale,
      values: sale && saleFormValues(sale),
      choices: !sale || sale.status === "scheduled" ? await listSaleItemChoices(db) : [],
      // read on the server, so the server-rendered form and the hydrated one show the same "now"
      startDefault: toUkDateTimeInput(new Date()),
    };
  });

export const action = adminEditorAction(routeRules.permission.action, {
  list: LIST,
  read: (form) => formInput<SaleInput>(form),
  create: createSale,
  update: (db, { id, ...input }, actor) => updateSale(db, id, input, actor),
  created: (sale) => (sale.startedNow ? "Sale created. It is live now." : "Sale created. It starts at its start time."),
  updated: ({ sale, changed }) =>
    !changed
      ? "Nothing changed."
      : sale.status === "live"
        ? "Sale saved. Its prices have changed."
        : "Sale saved. It starts at its start time.",
});

export const meta: Route.MetaFunction = ({ params, data }) => [
  { title: params.id ? `${data?.sale?.name ?? "Sale"} · Admin` : "New sale · Admin" },
];

export default function SaleEditor({ loaderData: { sale, values, choices, startDefault } }: Route.ComponentProps) {
  return (
    <AdminFormPage title={sale ? `Edit ${sale.name}` : "Create Sale"} description="Times are UK times.">
      {(result) =>
        sale?.status === "live" && values ? (
          <LiveSaleForm sale={sale} values={values} result={result} cancelTo={LIST} />
        ) : (
          <SaleForm choices={choices} startDefault={startDefault} values={values} result={result} cancelTo={LIST} />
        )
      }
    </AdminFormPage>
  );
}
