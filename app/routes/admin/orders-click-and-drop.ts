import { adminPageLoader, refusedDownloadAsPage } from "~/modules/auth/admin-route.server";
import { ordersCsvDownload } from "~/modules/orders/order-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/orders-click-and-drop";

// Whoever ships orders may have it (Fulfilment included): it holds names and addresses, not the orders' money.
export const routeRules = adminRules({ loader: "orders.ship" });

// GET /admin/dashboard/orders/export/click-and-drop with the orders CSV's query (?from&to[&view=unfulfilled],
// ?all=1 or ?id=...): the same orders as Royal Mail Click & Drop imports them, one row per parcel, streamed.
// Refused as the orders CSV is: the sign-in page, the 403 page naming the file (a script gets a 403 saying why),
// and a 400 for a bad range.
export const loader = async (args: Route.LoaderArgs) => {
  await refusedDownloadAsPage(args, routeRules.permission.loader);
  return adminPageLoader(args, routeRules.permission.loader, async (db) =>
    ordersCsvDownload(db, new URL(args.request.url).searchParams, "click-and-drop"),
  );
};
