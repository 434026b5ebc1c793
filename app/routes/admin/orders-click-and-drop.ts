import { CSV, download } from "~/lib/http.server";
import { adminPageLoader, refusedDownloadAsPage } from "~/modules/auth/admin-route.server";
import {
  orderCsvFileName,
  orderExportQueryOf,
  orderExportWhere,
  ordersCsvStream,
} from "~/modules/orders/order-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/orders-click-and-drop";

// Whoever ships orders may have it (Fulfilment included): it holds names and addresses, not the orders' money.
export const routeRules = adminRules({ loader: "orders.ship" });

// GET /admin/dashboard/orders/export/click-and-drop with the orders CSV's query (?from&to[&view=unfulfilled],
// ?all=1 or ?id=...): the same orders as Royal Mail Click & Drop imports them, one row per parcel, streamed.
// Refusals as the orders CSV's: sign-in page, 403 page naming the file (or JSON for a script), 400 for a bad date.
export const loader = async (args: Route.LoaderArgs) => {
  await refusedDownloadAsPage(args, routeRules.permission.loader);
  return adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const { query, unfulfilledOnly } = orderExportQueryOf(new URL(args.request.url).searchParams);
    const where = orderExportWhere(query, { unfulfilledOnly });
    return download(
      ordersCsvStream(db, where, "click-and-drop"),
      orderCsvFileName(query, new Date(), "click-and-drop"),
      CSV,
    );
  });
};
