import { AdminFormPage } from "~/components/admin/admin-form-page";
import { BASELINE_FIELD, readBaseline } from "~/lib/edit-baseline";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { waitingPerVariant } from "~/modules/alerts/back-in-stock.server";
import { adminEditorAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { productFormInput } from "~/modules/catalog/catalog-admin.schema";
import { createProduct, getProductForAdmin, updateProduct } from "~/modules/catalog/catalog-admin.server";
import { ProductForm } from "~/modules/catalog/product-form";
import { readStockVersion, STOCK_VERSION_FIELD } from "~/modules/catalog/variants.schema";
import { listVariants } from "~/modules/catalog/variants.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/product-editor";

// The product editor, at products/new (no id) and products/edit/:id (app/routes.ts names this module twice).

const LIST = "/admin/dashboard/products";

export const routeRules = CATALOG_PAGE;

export const loader = ({ params: { id }, ...args }: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) =>
    id
      ? {
          product: await orNotFound(getProductForAdmin(db, id), "Product not found"),
          variants: await listVariants(db, "product", id),
          waiting: await waitingPerVariant(db, "product", id),
        }
      : { product: undefined },
  );

export const action = adminEditorAction(routeRules.permission.action, {
  list: LIST,
  read: (form) => formInput(form, productFormInput),
  create: createProduct,
  update: updateProduct,
  // the values the page was loaded with, and its stock's version: a save over another's change is refused
  updateOptions: (form) => ({
    baseline: readBaseline(form.get(BASELINE_FIELD)),
    stockVersion: readStockVersion(form.get(STOCK_VERSION_FIELD)),
  }),
  created: "Product created successfully.",
  updated: "Product updated successfully.",
});

export const meta: Route.MetaFunction = ({ params, data }) => [
  { title: params.id ? `Edit ${data?.product?.name ?? "product"} · Admin` : "New product · Admin" },
];

export default function ProductEditor({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <AdminFormPage title={product ? "Edit Product" : "Add Product"} description={product?.name}>
      {(result) => <ProductForm key={product?.id} {...loaderData} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
