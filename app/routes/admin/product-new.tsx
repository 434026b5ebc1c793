import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { productFormInput } from "~/modules/catalog/catalog-admin.schema";
import { createProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/product-new";

const LIST = "/admin/dashboard/products";

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const loader = (args: Route.LoaderArgs) => adminPageLoader(args, routeRules.permission.loader, async () => null);

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    await createProduct(db, formInput(form, productFormInput), actor);
    return redirectWithToast(args.context.config, LIST, "Product created successfully.");
  });

export const meta: Route.MetaFunction = () => [{ title: "New product · Admin" }];

export default function NewProduct() {
  return (
    <AdminFormPage title="Add Product">{(result) => <ProductForm result={result} cancelTo={LIST} />}</AdminFormPage>
  );
}
