import { CSV, download } from "~/lib/http.server";
import { adminPageLoader, refusedDownloadAsPage } from "~/modules/auth/admin-route.server";
import { customerCsvFileName, customersCsvStream } from "~/modules/customers/customers-export.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/customers-export";

export const routeRules = adminRules({ loader: "customers.view" });

// GET /admin/dashboard/customers/export[?search=...]: the customers list (or what the search finds), all of it, as
// a streamed CSV download; a bad search is a 400 before any of the file is sent.
export const loader = async (args: Route.LoaderArgs) => {
  // a shared link opened by a role that may not have the file: the 403 page naming it
  await refusedDownloadAsPage(args, routeRules.permission.loader);
  return adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const search = new URL(args.request.url).searchParams.get("search") ?? "";
    return download(customersCsvStream(db, { search }), customerCsvFileName(), CSV);
  });
};
