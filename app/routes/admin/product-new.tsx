import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/product-new";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { productFormValues } from "~/modules/catalog/catalog-admin.schema";
import { createProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";
import { readForm } from "~/lib/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await createProduct(context.db, productFormValues(form), actor);
    return "Product created successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "New product · Admin" }];

export default function NewProduct() {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/products"));
  return (
    <>
      <AdminPageHeader title="Add Product" />
      <ProductForm result={result} cancelTo="/admin/dashboard/products" />
    </>
  );
}
