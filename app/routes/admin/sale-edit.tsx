import { AdminFormPage } from "~/components/admin/admin-form-page";
import { toUkDateTimeInput } from "~/lib/dates";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { getSaleForEdit, updateSale } from "~/modules/promotions/sale-edit.server";
import { LiveSaleForm, SaleForm } from "~/modules/promotions/sale-form";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";
import { saleFormValues, type SaleInput } from "~/modules/promotions/sales.schema";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/sale-edit";

// /admin/dashboard/sales/edit/{id}: a sale until it ends; a scheduled one wholly, a live one's end and amount.

const LIST = "/admin/dashboard/sales";

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const sale = await getSaleForEdit(db, args.params.id);
    return {
      sale,
      values: saleFormValues(sale),
      choices: sale.status === "scheduled" ? await listSaleItemChoices(db) : [],
      startDefault: toUkDateTimeInput(new Date()),
    };
  });

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const { sale, changed } = await updateSale(db, args.params.id, formInput<SaleInput>(form), actor);
    const message = !changed
      ? "Nothing changed."
      : sale.status === "live"
        ? "Sale saved. Its prices have changed."
        : "Sale saved. It starts at its start time.";
    return redirectWithToast(args.context.config, LIST, message);
  });

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? data.sale.name : "Sale"} · Admin` }];

export default function EditSale({ loaderData }: Route.ComponentProps) {
  const { sale, values, choices, startDefault } = loaderData;
  return (
    <AdminFormPage title={`Edit ${sale.name}`} description="Times are UK times.">
      {(result) =>
        sale.status === "live" ? (
          <LiveSaleForm sale={sale} values={values} result={result} cancelTo={LIST} />
        ) : (
          <SaleForm choices={choices} startDefault={startDefault} values={values} result={result} cancelTo={LIST} />
        )
      }
    </AdminFormPage>
  );
}
