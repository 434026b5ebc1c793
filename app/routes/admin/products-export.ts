import { CSV, download } from "~/lib/http.server";
import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { productCsvFileName, productsCsvStream } from "~/modules/catalog/product-export.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/products-export";

export const routeRules = {
  permission: { loader: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

// GET /admin/dashboard/products/export: every product as Shopify's product CSV, streamed as a download.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) =>
    download(productsCsvStream(db), productCsvFileName(), CSV),
  );
