import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { AddonForm } from "~/modules/addons/addon-form";
import { createAddon } from "~/modules/addons/addons-admin.server";
import { addonFormInput } from "~/modules/addons/addons.schema";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/addon-new";

const LIST = "/admin/dashboard/addons";

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({ products: await listProductChoices(db) }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    await createAddon(db, formInput(form, addonFormInput), actor);
    return redirectWithToast(args.context.config, LIST, "Add-on created successfully.");
  });

export const meta: Route.MetaFunction = () => [{ title: "New add-on · Admin" }];

export default function NewAddon({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Add Add-on">
      {(result) => <AddonForm products={loaderData.products} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
