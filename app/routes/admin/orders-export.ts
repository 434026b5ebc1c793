import { redirect } from "react-router";

import { adminPageLoader, refusedDownloadAsPage } from "~/modules/auth/admin-route.server";
import { CLICK_AND_DROP_PATH, ordersCsvDownload } from "~/modules/orders/order-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/orders-export";

export const routeRules = adminRules({ loader: "orders.manage" });

// GET /admin/dashboard/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&view=unfulfilled]
// (or ?all=1 for every order, or ?id=...&id=... for ticked orders): the orders CSV, money included, streamed.
// Without the admin role it is the sign-in page; a role that may not export (a shared link) gets the 403 page
// naming the file; a bad date is a 400 saying why, before any of the file is sent. An older link asking for
// `format=click-and-drop` goes to that file's own address, which Fulfilment may open too.
export const loader = async (args: Route.LoaderArgs) => {
  const url = new URL(args.request.url);
  if (url.searchParams.get("format") === "click-and-drop") {
    url.searchParams.delete("format");
    throw redirect(`${CLICK_AND_DROP_PATH}${url.search}`);
  }
  await refusedDownloadAsPage(args, routeRules.permission.loader);
  return adminPageLoader(args, routeRules.permission.loader, async (db) =>
    ordersCsvDownload(db, url.searchParams, "lines"),
  );
};
