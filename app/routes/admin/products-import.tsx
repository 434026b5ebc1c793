import { Download } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { Button, buttonClasses } from "~/components/ui/button";
import { MB } from "~/lib/bytes";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { ImportReportView } from "~/modules/catalog/product-import-report";
import { importProducts } from "~/modules/catalog/product-import.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/products-import";

export const routeRules = adminRules(
  { loader: "catalog.manage", action: "catalog.manage" },
  { kind: "file", limit: 20 * MB, deadlineMs: null },
);

export const meta: Route.MetaFunction = () => [{ title: "Import / Export Products · Admin" }];

export const loader = (args: Route.LoaderArgs) => adminPageLoader(args, routeRules.permission.loader, async () => ({}));

// A check (the dry run) answers its report; an import that found problems answers them with a 400 and wrote
// nothing; an import that succeeded goes to the products list with a toast.
export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const report = await importProducts(db, formInput<{ intent: unknown; file: unknown }>(form), actor);
    if (report.imported) {
      const noun = report.products === 1 ? "product" : "products";
      return redirectWithToast(args.context.config, PRODUCTS, `Imported ${report.products} ${noun}.`);
    }
    return data({ ok: true as const, report }, { status: report.problems.length ? 400 : 200 });
  });

const PRODUCTS = "/admin/dashboard/products";

export default function ProductsImport() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <AdminPageHeader
        title="Import / Export Products"
        description="Move a catalogue in or out with Shopify's product CSV."
      />
      <section aria-labelledby="export-heading" className="flex flex-col gap-2">
        <h2 id="export-heading" className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-sm text-muted-foreground">Every product, its variants, stock, prices and images.</p>
        <a href={`${PRODUCTS}/export`} className={buttonClasses("outline", "md", "self-start")} download>
          <Download aria-hidden="true" className="h-4 w-4" /> Export products (CSV)
        </a>
      </section>
      <section aria-labelledby="import-heading" className="flex flex-col gap-3">
        <h2 id="import-heading" className="text-lg font-semibold">
          Import
        </h2>
        <p className="text-sm text-muted-foreground">
          Check the file first: nothing is saved until every row is right, and then every product is saved at once.
        </p>
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
          <CsrfField />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Product file (CSV)
            <input type="file" name="file" accept=".csv,text/csv" required className="text-sm" />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="check" variant="outline" disabled={busy}>
              Check file
            </Button>
            <Button type="submit" name="intent" value="import" disabled={busy}>
              Import products
            </Button>
          </div>
        </Form>
        {result && "report" in result ? <ImportReportView report={result.report} /> : null}
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-destructive">
            {result.error}
          </p>
        ) : null}
      </section>
      <Link to={PRODUCTS} className="text-sm underline">
        Back to products
      </Link>
    </div>
  );
}
