import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { DiscountCodeForm } from "~/modules/promotions/discount-code-form";
import { createDiscountCode } from "~/modules/promotions/discount-codes-admin.server";
import { codeFormValues, type DiscountCodeInput } from "~/modules/promotions/discount-codes.schema";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";

import type { Route } from "./+types/discount-new";

const LIST = "/admin/dashboard/discounts";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "catalog.manage", async (db) => ({ choices: await listSaleItemChoices(db) }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, "catalog.manage", async ({ db, form, actor }) => {
    const code = await createDiscountCode(db, formInput<DiscountCodeInput>(form), actor);
    return redirectWithToast(args.context.config, LIST, `Code ${code.code} created.`);
  });

export const meta: Route.MetaFunction = () => [{ title: "New discount code · Admin" }];

export default function NewDiscountCode({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Create Code" description="Times are UK times.">
      {(result) => (
        <DiscountCodeForm
          choices={loaderData.choices}
          values={codeFormValues(null)}
          result={result}
          cancelTo={LIST}
          label="Create Code"
        />
      )}
    </AdminFormPage>
  );
}
