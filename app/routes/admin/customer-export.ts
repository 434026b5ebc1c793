import { download } from "~/lib/http.server";
import { adminFormAction } from "~/modules/auth/admin-route.server";
import { exportCustomerData } from "~/modules/customers/customers.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/customer-export";

export const routeRules = adminRules({ action: "customers.view" });

// POST /admin/dashboard/customers/{email}/export: everything held about one address as a JSON download.
// A post, not a link: the export is a disclosure, recorded in Activity, and needs the form's CSRF token.
export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, actor }) => {
    const data = await exportCustomerData(db, args.params.email, actor);
    const date = data.exportedAt.slice(0, 10);
    return download(JSON.stringify(data, null, 2), `customer-data-${date}.json`, "application/json; charset=utf-8");
  });
