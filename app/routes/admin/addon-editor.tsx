import { AdminFormPage } from "~/components/admin/admin-form-page";
import { BASELINE_FIELD, readBaseline } from "~/lib/edit-baseline";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { AddonForm } from "~/modules/addons/addon-form";
import { createAddon, getAddonForAdmin, updateAddon } from "~/modules/addons/addons-admin.server";
import { addonFormInput } from "~/modules/addons/addons.schema";
import { waitingPerVariant } from "~/modules/alerts/back-in-stock.server";
import { adminEditorAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { listVariants } from "~/modules/catalog/variants.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/addon-editor";

// The add-on editor, at addons/new (no id) and addons/edit/:id (app/routes.ts names this module twice).

const LIST = "/admin/dashboard/addons";

export const routeRules = CATALOG_PAGE;

export const loader = ({ params: { id }, ...args }: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const published = await listProductChoices(db);
    if (!id) return { addon: undefined, products: published };
    const addon = await orNotFound(getAddonForAdmin(db, id), "Add-on not found");
    // Keep the current link selectable even if that product has since gone back to draft.
    const all =
      addon.productLinked && !published.some((p) => p.id === addon.productLinked)
        ? await listProductChoices(db, { publishedOnly: false })
        : published;
    return {
      addon,
      variants: await listVariants(db, "addon", addon.id),
      waiting: await waitingPerVariant(db, "addon", addon.id),
      products: all.filter((p) => p.status === "published" || p.id === addon.productLinked),
    };
  });

export const action = adminEditorAction(routeRules.permission.action, {
  list: LIST,
  read: (form) => formInput(form, addonFormInput),
  create: createAddon,
  update: updateAddon,
  updateOptions: (form) => ({ baseline: readBaseline(form.get(BASELINE_FIELD)) }),
  created: "Add-on created successfully.",
  updated: "Add-on updated successfully.",
});

export const meta: Route.MetaFunction = ({ params, data }) => [
  { title: params.id ? `Edit ${data?.addon?.name ?? "add-on"} · Admin` : "New add-on · Admin" },
];

export default function AddonEditor({ loaderData }: Route.ComponentProps) {
  const { addon } = loaderData;
  return (
    <AdminFormPage title={addon ? "Edit Add-on" : "Add Add-on"} description={addon?.name}>
      {(result) => <AddonForm key={addon?.id} {...loaderData} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
