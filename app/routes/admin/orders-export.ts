import { CSV, download } from "~/lib/http.server";
import { adminPageLoader, refusedDownloadAsPage } from "~/modules/auth/admin-route.server";
import {
  orderCsvFileName,
  orderExportWhere,
  ordersCsvStream,
  type OrderCsvFormat,
} from "~/modules/orders/order-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/orders-export";

export const routeRules = adminRules({ loader: "orders.manage" });

// GET /admin/dashboard/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&view=unfulfilled][&format=click-and-drop]
// (or ?all=1 for every order, or ?id=...&id=... for ticked orders): the orders CSV as a download, streamed.
// Without the admin role it is the sign-in page; a role that may not export (a shared link) gets the 403 page
// naming the file; a bad date is a 400 saying why, before any of the file is sent.
export const loader = async (args: Route.LoaderArgs) => {
  await refusedDownloadAsPage(args, routeRules.permission.loader);
  return adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const params = new URL(args.request.url).searchParams;
    const query = params.has("id")
      ? { id: params.getAll("id") }
      : params.get("all") === "1"
        ? { all: true as const }
        : { from: params.get("from") ?? "", to: params.get("to") ?? "" };
    const format: OrderCsvFormat = params.get("format") === "click-and-drop" ? "click-and-drop" : "lines";
    const where = orderExportWhere(query, { unfulfilledOnly: params.get("view") === "unfulfilled" });
    return download(ordersCsvStream(db, where, format), orderCsvFileName(query, new Date(), format), CSV);
  });
};
