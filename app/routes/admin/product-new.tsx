import { AdminFormPage } from "~/components/admin/admin-form-page";
import { formInput } from "~/lib/form-input";
import { adminPageLoader, adminSaveAction } from "~/modules/auth/admin-route.server";
import { productFormInput } from "~/modules/catalog/catalog-admin.schema";
import { createProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";

import type { Route } from "./+types/product-new";

const LIST = "/admin/dashboard/products";

export const loader = (args: Route.LoaderArgs) => adminPageLoader(args, async () => null);

export const action = (args: Route.ActionArgs) =>
  adminSaveAction(
    args,
    (db, form, actor) => createProduct(db, formInput(form, productFormInput), actor),
    "Product created successfully.",
  );

export const meta: Route.MetaFunction = () => [{ title: "New product · Admin" }];

export default function NewProduct() {
  return (
    <AdminFormPage title="Add Product" backTo={LIST}>
      {(result) => <ProductForm result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
