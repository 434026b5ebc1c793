import type { Route } from "./+types/product-new";
import { AdminFormPage } from "~/components/admin/admin-form-page";
import { adminPageLoader, adminSaveAction } from "~/modules/auth/admin-route.server";
import { productFormValues } from "~/modules/catalog/catalog-admin.schema";
import { createProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";

const LIST = "/admin/dashboard/products";

export const loader = (args: Route.LoaderArgs) => adminPageLoader(args, async () => null);

export const action = (args: Route.ActionArgs) => adminSaveAction(args, (db, form, actor) => createProduct(db, productFormValues(form), actor), "Product created successfully.");

export const meta: Route.MetaFunction = () => [{ title: "New product · Admin" }];

export default function NewProduct() {
  return <AdminFormPage title="Add Product" backTo={LIST}>{(result) => <ProductForm result={result} cancelTo={LIST} />}</AdminFormPage>;
}
