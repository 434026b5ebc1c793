import { CSV, download } from "~/lib/http.server";
import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { customerCsvFileName, customersCsvStream } from "~/modules/customers/customers-export.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/customers-export";

export const routeRules = {
  permission: { loader: "customers.view" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

// GET /admin/dashboard/customers/export[?search=...]: the customers list (or what the search finds), all of it, as
// a streamed CSV download; a bad search is a 400 before any of the file is sent.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const search = new URL(args.request.url).searchParams.get("search") ?? "";
    return download(customersCsvStream(db, { search }), customerCsvFileName(), CSV);
  });
