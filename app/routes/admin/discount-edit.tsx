import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { DiscountCodeForm } from "~/modules/promotions/discount-code-form";
import { getDiscountCode, updateDiscountCode } from "~/modules/promotions/discount-codes-admin.server";
import { codeFormValues, type DiscountCodeInput } from "~/modules/promotions/discount-codes.schema";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";

import type { Route } from "./+types/discount-edit";

const LIST = "/admin/dashboard/discounts";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "catalog.manage", async (db) => {
    const [code, choices] = await Promise.all([getDiscountCode(db, args.params.id), listSaleItemChoices(db)]);
    return { code, values: codeFormValues(code), choices };
  });

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, "catalog.manage", async ({ db, form, actor }) => {
    const code = await updateDiscountCode(db, { ...formInput<DiscountCodeInput>(form), id: args.params.id }, actor);
    return redirectWithToast(args.context.config, LIST, `Code ${code.code} saved.`);
  });

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.code.code ?? "code"} · Admin` }];

export default function EditDiscountCode({ loaderData }: Route.ComponentProps) {
  const { code, values, choices } = loaderData;
  return (
    <AdminFormPage title="Edit Code" description={`${code.code}: used ${code.uses} times so far.`}>
      {(result) => (
        <DiscountCodeForm
          key={code.id}
          choices={choices}
          values={values}
          result={result}
          cancelTo={LIST}
          label="Save"
        />
      )}
    </AdminFormPage>
  );
}
