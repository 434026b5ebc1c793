import { CSV, download } from "~/lib/http.server";
import { adminDownloadLoader } from "~/modules/auth/admin-route.server";
import { subscribersCsvStream } from "~/modules/subscribers/subscribers-admin.server";
import { adminRules } from "~/routes/route-rules";

export const routeRules = adminRules({ loader: "subscribers.view" });

// GET /admin/dashboard/subscribers/export: the mailing list as a streamed CSV download. A browser whose role may
// not have it (a shared link) gets the 403 page naming it; any other client, JSON `{ error }` with its status.
export const loader = adminDownloadLoader(routeRules.permission.loader, async ({ context }) => {
  const date = new Date().toISOString().slice(0, 10);
  return download(subscribersCsvStream(context.db), `subscribers-${date}.csv`, CSV);
});
