import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/product-edit";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { notFound, readForm } from "~/lib/http.server";
import { isDomainError } from "~/lib/errors";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { productFormValues } from "~/modules/catalog/catalog-admin.schema";
import { getProductForAdmin, updateProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  try {
    return { product: await getProductForAdmin(context.db, params.id) };
  } catch (err) {
    if (isDomainError(err)) throw notFound("Product not found");
    throw err;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await updateProduct(context.db, { id: params.id, ...productFormValues(form) }, actor);
    return "Product updated successfully.";
  });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.product.name ?? "product"} · Admin` }];

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/products"));
  return (
    <>
      <AdminPageHeader title="Edit Product" description={loaderData.product.name} />
      <ProductForm key={loaderData.product.id} product={loaderData.product} result={result} cancelTo="/admin/dashboard/products" />
    </>
  );
}
