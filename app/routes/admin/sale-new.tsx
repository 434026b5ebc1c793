import { AdminFormPage } from "~/components/admin/admin-form-page";
import { toUkDateTimeInput } from "~/lib/dates";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { SaleForm } from "~/modules/promotions/sale-form";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";
import type { SaleInput } from "~/modules/promotions/sales.schema";
import { createSale } from "~/modules/promotions/sales.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/sale-new";

const LIST = "/admin/dashboard/sales";

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    choices: await listSaleItemChoices(db),
    // read on the server, so the server-rendered form and the hydrated one show the same "now"
    startDefault: toUkDateTimeInput(new Date()),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const sale = await createSale(db, formInput<SaleInput>(form), actor);
    const message = sale.startedNow ? "Sale created. It is live now." : "Sale created. It starts at its start time.";
    return redirectWithToast(args.context.config, LIST, message);
  });

export const meta: Route.MetaFunction = () => [{ title: "New sale · Admin" }];

export default function NewSale({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Create Sale" description="Times are UK times.">
      {(result) => (
        <SaleForm choices={loaderData.choices} startDefault={loaderData.startDefault} result={result} cancelTo={LIST} />
      )}
    </AdminFormPage>
  );
}
