import type { Route } from "./+types/settings";
import { DomainError } from "~/lib/errors";
import { readForm, toToastActionData } from "~/lib/http.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { SettingsEditor } from "~/modules/settings/settings-editor";
import { toSettingsForm, type SettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

// The full record (17TRACK key included) goes only to this admin-only page, never to the storefront.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  const record = await getSettings(context.db);
  return { form: toSettingsForm(record) };
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const form = await readForm(request);
    const actor = await requireAdminMutation(context.db, request, form);
    let payload: unknown;
    try {
      payload = JSON.parse(String(form.get("payload") ?? ""));
    } catch {
      throw new DomainError("invalid_input", "The settings could not be read. Please reload the page and try again.");
    }
    await updateSettings(context.db, payload as SettingsForm, actor);
    return { ok: true as const, toast: { kind: "success" as const, title: "Success", description: "Settings saved successfully." }, fieldErrors: {} as Record<string, string> };
  } catch (err) {
    return toToastActionData(err, context.logger);
  }
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="text-muted-foreground">Copy, theme, navigation and options of the storefront. Changes show on the shop's next page load.</p>
      </div>
      <SettingsEditor initial={loaderData.form} />
    </div>
  );
}
