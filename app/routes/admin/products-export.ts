import { CSV, download } from "~/lib/http.server";
import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { productCsvFileName, productsCsvStream } from "~/modules/catalog/product-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/products-export";

export const routeRules = adminRules({ loader: "catalog.manage" });

// GET /admin/dashboard/products/export: every product as Shopify's product CSV, streamed as a download.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) =>
    download(productsCsvStream(db), productCsvFileName(), CSV),
  );
