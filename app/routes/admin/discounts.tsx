import { Form } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { AdminPageHeader, AdminTable } from "~/components/admin/list-parts";
import { EditLink } from "~/components/admin/row-actions";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDateTimeGB } from "~/lib/dates";
import { formInput } from "~/lib/form-input";
import { parseInput } from "~/lib/validation";
import { adminPageLoader, adminToastAction } from "~/modules/auth/admin-route.server";
import type { BundleRuleInput } from "~/modules/promotions/bundle-rule.schema";
import {
  endDiscountCode,
  getBundleRule,
  listDiscountCodes,
  setBundleRule,
} from "~/modules/promotions/discount-codes-admin.server";
import {
  codeConditionsLabel,
  codeValueLabel,
  DiscountCodeActionSchema,
} from "~/modules/promotions/discount-codes.schema";
import { PhoneRules } from "~/modules/promotions/phone-rules";
import { EndNowAction, SaleStatusBadge } from "~/modules/promotions/sale-status";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/discounts";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const [codes, bundle] = await Promise.all([listDiscountCodes(db), getBundleRule(db)]);
    return { codes, bundle };
  });

export const action = (args: Route.ActionArgs) =>
  adminToastAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    if (form.get("intent") === "bundle") {
      await setBundleRule(db, formInput<BundleRuleInput>(form), actor);
      return "Automatic discount saved.";
    }
    const { id } = parseInput(DiscountCodeActionSchema, formInput(form));
    const code = await endDiscountCode(db, id, actor);
    return `Code ${code.code} ended.`;
  });

export const meta: Route.MetaFunction = () => [{ title: "Discounts · Admin" }];

const usedLabel = (uses: number, limit: number | null) =>
  `Used ${uses} ${uses === 1 ? "time" : "times"}${limit !== null ? ` of ${limit}` : ""}`;

const endLabel = (code: { endedAt: Date | null; endsAt: Date | null }) =>
  code.endedAt || code.endsAt ? formatDateTimeGB((code.endedAt ?? code.endsAt)!) : "No end";

export default function Discounts({ loaderData }: Route.ComponentProps) {
  const { codes, bundle } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Discounts"
        description={
          "Codes shoppers type in the basket or at checkout, and the automatic add-on discount. Times are UK times."
        }
        addTo="/admin/dashboard/discounts/new"
        addLabel="Create Code"
      />
      <AdminTable
        caption="Discount codes"
        head={["Code", "Discount", "Conditions", "Starts", "Ends", "Status", "Uses", "Actions"]}
        phoneHidden={[2, 3, 4, 5, 7]}
        empty={codes.length === 0 ? "No codes yet." : null}
      >
        {codes.map((code) => (
          <tr key={code.id}>
            <th scope="row" className="px-3 py-2 font-medium">
              <span className="font-mono">{code.code}</span>
              <PhoneRules
                rules={[
                  ["Discount", codeValueLabel(code)],
                  ["Conditions", codeConditionsLabel(code)],
                  ["Starts", formatDateTimeGB(code.startsAt)],
                  ["Ends", endLabel(code)],
                  ["Uses", usedLabel(code.uses, code.usageLimit)],
                ]}
              />
            </th>
            <td className="px-3 py-2">{codeValueLabel(code)}</td>
            <td className="px-3 py-2">{codeConditionsLabel(code)}</td>
            <td className="px-3 py-2 tabular-nums">{formatDateTimeGB(code.startsAt)}</td>
            <td className="px-3 py-2 tabular-nums">{endLabel(code)}</td>
            <td className="px-3 py-2">
              <SaleStatusBadge status={code.status} />
            </td>
            <td className="px-3 py-2">{usedLabel(code.uses, code.usageLimit)}</td>
            <td className="flex items-center gap-1 px-3 py-2">
              <EditLink to={`/admin/dashboard/discounts/edit/${code.id}`} name={code.code} />
              {code.status !== "ended" ? (
                <EndNowAction
                  id={code.id}
                  name={code.code}
                  noun="code"
                  consequence="Shoppers can no longer use it; orders placed with it keep their discount."
                />
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="bundle-title" className="mt-8 max-w-xl rounded-lg border p-4">
        <h2 id="bundle-title" className="text-lg font-semibold">
          Automatic discount: add-ons with a console
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Add-ons bought together with a console get this percentage off, shown on the add-on's line. A code then
          applies to the total after it.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
          <CsrfField />
          <input type="hidden" name="intent" value="bundle" />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="enabled" value="on" defaultChecked={bundle.enabled} className="h-4 w-4" />
            On
          </label>
          <Field label="Percentage off (%)" className="w-40">
            <Input name="percentOff" inputMode="numeric" defaultValue={String(bundle.percentOff)} required />
          </Field>
          <Button type="submit">Save</Button>
        </Form>
      </section>
    </>
  );
}
