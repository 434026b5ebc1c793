import { CSV, download } from "~/lib/http.server";
import { adminPageLoader, refusedDownloadAsPage } from "~/modules/auth/admin-route.server";
import { productCsvFileName, productsCsvStream } from "~/modules/catalog/product-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/products-export";

export const routeRules = adminRules({ loader: "catalog.manage" });

// GET /admin/dashboard/products/export: every product as Shopify's product CSV, streamed as a download.
export const loader = async (args: Route.LoaderArgs) => {
  // a shared link opened by a role that may not have the file: the 403 page naming it
  await refusedDownloadAsPage(args, routeRules.permission.loader);
  return adminPageLoader(args, routeRules.permission.loader, async (db) =>
    download(productsCsvStream(db), productCsvFileName(), CSV),
  );
};
