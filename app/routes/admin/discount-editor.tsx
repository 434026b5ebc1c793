import { AdminFormPage } from "~/components/admin/admin-form-page";
import { formInput } from "~/lib/form-input";
import { adminEditorAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { DiscountCodeForm } from "~/modules/promotions/discount-code-form";
import {
  createDiscountCode,
  getDiscountCode,
  updateDiscountCode,
} from "~/modules/promotions/discount-codes-admin.server";
import { codeFormValues, type DiscountCodeInput } from "~/modules/promotions/discount-codes.schema";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/discount-editor";

// The discount code editor, at discounts/new (no id) and discounts/edit/:id (app/routes.ts names it twice).

const LIST = "/admin/dashboard/discounts";

export const routeRules = CATALOG_PAGE;

export const loader = ({ params: { id }, ...args }: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const [code, choices] = await Promise.all([id ? getDiscountCode(db, id) : null, listSaleItemChoices(db)]);
    return { code, values: codeFormValues(code), choices };
  });

export const action = adminEditorAction(routeRules.permission.action, {
  list: LIST,
  read: (form) => formInput<DiscountCodeInput>(form),
  create: createDiscountCode,
  update: updateDiscountCode,
  created: (code) => `Code ${code.code} created.`,
  updated: (code) => `Code ${code.code} saved.`,
});

export const meta: Route.MetaFunction = ({ params, data }) => [
  { title: params.id ? `Edit ${data?.code?.code ?? "code"} · Admin` : "New discount code · Admin" },
];

export default function DiscountCodeEditor({ loaderData: { code, values, choices } }: Route.ComponentProps) {
  return (
    <AdminFormPage
      title={code ? "Edit Code" : "Create Code"}
      description={code ? `${code.code}: used ${code.uses} times so far.` : "Times are UK times."}
    >
      {(result) => (
        <DiscountCodeForm
          key={code?.id}
          choices={choices}
          values={values}
          result={result}
          cancelTo={LIST}
          label={code ? "Save" : "Create Code"}
        />
      )}
    </AdminFormPage>
  );
}
