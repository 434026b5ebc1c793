import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/addon-edit";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { isDomainError } from "~/lib/errors";
import { notFound, readForm } from "~/lib/http.server";
import { AddonForm } from "~/modules/addons/addon-form";
import { addonFormValues } from "~/modules/addons/addons.schema";
import { getAddonForAdmin, updateAddon } from "~/modules/addons/addons-admin.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  let addon;
  try {
    addon = await getAddonForAdmin(context.db, params.id);
  } catch (err) {
    if (isDomainError(err)) throw notFound("Add-on not found");
    throw err;
  }
  const published = await listProductChoices(context.db);
  // Keep the current link selectable even if that product has since gone back to draft.
  const all = addon.productLinked && !published.some((p) => p.id === addon.productLinked) ? await listProductChoices(context.db, { publishedOnly: false }) : published;
  return { addon, products: all.filter((p) => p.status === "published" || p.id === addon.productLinked) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await updateAddon(context.db, { id: params.id, ...addonFormValues(form) }, actor);
    return "Add-on updated successfully.";
  });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.addon.name ?? "add-on"} · Admin` }];

export default function EditAddon({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/addons"));
  return (
    <>
      <AdminPageHeader title="Edit Add-on" description={loaderData.addon.name} />
      <AddonForm key={loaderData.addon.id} addon={loaderData.addon} products={loaderData.products} result={result} cancelTo="/admin/dashboard/addons" />
    </>
  );
}
