import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { orderCsvFileName, ordersCsv } from "~/modules/orders/order-export.server";

import type { Route } from "./+types/orders-export";

// GET /admin/dashboard/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?id=...&id=... for ticked orders):
// the orders CSV as a download. Without the admin role it is the sign-in page; a bad date is a 400 saying why.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "orders.manage", async (db) => {
    const params = new URL(args.request.url).searchParams;
    const query = params.has("id")
      ? { id: params.getAll("id") }
      : { from: params.get("from") ?? "", to: params.get("to") ?? "" };
    return new Response(await ordersCsv(db, query), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${orderCsvFileName(query)}"`,
        "Cache-Control": "no-store",
      },
    });
  });
