import { useLoaderData, type MetaFunction } from "react-router";

import { AdminFormPage } from "~/components/admin/admin-form-page";
import { DiscountCodeForm } from "~/modules/promotions/discount-code-form";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { loader } from "./discount-editor.server";

// The discount code editor's page, for a new code and for one to edit (discount-editor.server.ts reads and saves).

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const meta: MetaFunction<typeof loader> = ({ params, data }) => [
  { title: params.id ? `Edit ${data?.code?.code ?? "code"} · Admin` : "New discount code · Admin" },
];

export function DiscountCodeEditor() {
  const { code, values, choices } = useLoaderData<typeof loader>();
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
          cancelTo="/admin/dashboard/discounts"
          label={code ? "Save" : "Create Code"}
        />
      )}
    </AdminFormPage>
  );
}
