import { AdminFormPage } from "~/components/admin/admin-form-page";
import { formInput } from "~/lib/form-input";
import { adminPageLoader, adminToastAction } from "~/modules/auth/admin-route.server";
import { can } from "~/modules/auth/permissions";
import { SettingsEditor } from "~/modules/settings/settings-editor";
import { PAYMENT_SETTINGS, toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/settings";

export const routeRules = adminRules({ loader: "settings.manage", action: "settings.manage" });

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

// The full record (17TRACK key included) goes only to this admin-only page, never to the storefront.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db, actor) => ({
    form: toSettingsForm(await getSettings(db)),
    // the payment settings are the Owner's: shown to a Manager, not editable (the save refuses them too)
    locked: can(actor.role, "settings.payments") ? [] : PAYMENT_SETTINGS,
  }));

export const action = (args: Route.ActionArgs) =>
  adminToastAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    await updateSettings(db, formInput(form), actor);
    return "Settings saved successfully.";
  });

// Saving keeps the editor open on the same tab.
export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage
      title="Settings"
      description="Copy, theme, navigation and options of the storefront. Changes show on the shop's next page load."
    >
      {(result) => <SettingsEditor initial={loaderData.form} result={result} locked={loaderData.locked} />}
    </AdminFormPage>
  );
}
