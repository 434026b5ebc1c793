import { AdminFormPage } from "~/components/admin/admin-form-page";
import { BASELINE_FIELD, readBaseline } from "~/lib/edit-baseline";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { waitingPerVariant } from "~/modules/alerts/back-in-stock.server";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { productFormInput } from "~/modules/catalog/catalog-admin.schema";
import { getProductForAdmin, updateProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";
import { readStockVersion, STOCK_VERSION_FIELD } from "~/modules/catalog/variants.schema";
import { listVariants } from "~/modules/catalog/variants.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/product-edit";

const LIST = "/admin/dashboard/products";

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    product: await orNotFound(getProductForAdmin(db, args.params.id), "Product not found"),
    variants: await listVariants(db, "product", args.params.id),
    waiting: await waitingPerVariant(db, "product", args.params.id),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const baseline = readBaseline(form.get(BASELINE_FIELD));
    const stockVersion = readStockVersion(form.get(STOCK_VERSION_FIELD));
    const input = { ...formInput(form, productFormInput), id: args.params.id };
    await updateProduct(db, input, actor, { baseline, stockVersion });
    return redirectWithToast(args.context.config, LIST, "Product updated successfully.");
  });

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.product.name ?? "product"} · Admin` }];

export default function EditProduct({ loaderData: { product, variants, waiting } }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Edit Product" description={product.name}>
      {(result) => (
        <ProductForm
          key={product.id}
          product={product}
          variants={variants}
          waiting={waiting}
          result={result}
          cancelTo={LIST}
        />
      )}
    </AdminFormPage>
  );
}
