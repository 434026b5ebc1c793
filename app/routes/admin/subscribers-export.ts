import { CSV, download } from "~/lib/http.server";
import { adminJsonLoader } from "~/modules/auth/admin-route.server";
import { subscribersCsvStream } from "~/modules/subscribers/subscribers-admin.server";
import { adminRules } from "~/routes/route-rules";

export const routeRules = adminRules({ loader: "subscribers.view" });

// GET /admin/dashboard/subscribers/export: the mailing list as a streamed CSV download; anyone but an
// admin gets JSON `{ error }` with its status, like the other admin endpoints.
export const loader = adminJsonLoader(routeRules.permission.loader, async ({ context }) => {
  const date = new Date().toISOString().slice(0, 10);
  return download(subscribersCsvStream(context.db), `subscribers-${date}.csv`, CSV);
});
