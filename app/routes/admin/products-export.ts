import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { productCsvFileName, productsCsvStream } from "~/modules/catalog/product-export.server";

import type { Route } from "./+types/products-export";

// GET /admin/dashboard/products/export: every product as Shopify's product CSV, streamed as a download.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(
    args,
    "catalog.manage",
    async (db) =>
      new Response(productsCsvStream(db), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${productCsvFileName()}"`,
          "Cache-Control": "no-store",
        },
      }),
  );
