import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { customerCsvFileName, customersCsvStream } from "~/modules/customers/customers-export.server";

import type { Route } from "./+types/customers-export";

// GET /admin/dashboard/customers/export[?search=...]: the customers list (or what the search finds), all of it, as
// a streamed CSV download; a bad search is a 400 before any of the file is sent.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "customers.view", async (db) => {
    const search = new URL(args.request.url).searchParams.get("search") ?? "";
    return new Response(customersCsvStream(db, { search }), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${customerCsvFileName()}"`,
        "Cache-Control": "no-store",
      },
    });
  });
