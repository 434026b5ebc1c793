import { redirect } from "react-router";

import { adminDownload, can } from "~/modules/auth/permissions";
import { pageRefused, requireAdminPage } from "~/modules/auth/session.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/not-allowed";

export const routeRules = adminRules({ loader: "staff" });

// GET /admin/not-allowed?from=/admin/dashboard/orders/RH-1/documents/invoice: the shop's 403 page for a file a
// role may not open (a download has no page of its own to show it on), naming the file and the roles that can
// open it. Only the back office's own downloads are named: any other address goes to the back office's home, and
// a role that may open the file after all is sent on to it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const download = adminDownload(from);
  if (!download) throw redirect("/admin");
  if (can(user.role, download.needs)) throw redirect(from);
  throw pageRefused(user.role, download.needs, from);
}

// never shown: the loader always answers with a redirect or the 403 page
export default function NotAllowed() {
  return null;
}
