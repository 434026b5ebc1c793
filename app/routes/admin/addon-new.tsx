import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/addon-new";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { AddonForm } from "~/modules/addons/addon-form";
import { addonFormValues } from "~/modules/addons/addons.schema";
import { createAddon } from "~/modules/addons/addons-admin.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { readForm } from "~/lib/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return { products: await listProductChoices(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await createAddon(context.db, addonFormValues(form), actor);
    return "Add-on created successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "New add-on · Admin" }];

export default function NewAddon({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/addons"));
  return (
    <>
      <AdminPageHeader title="Add Add-on" />
      <AddonForm products={loaderData.products} result={result} cancelTo="/admin/dashboard/addons" />
    </>
  );
}
