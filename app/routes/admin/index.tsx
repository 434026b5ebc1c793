import { redirect } from "react-router";

import { homeFor } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/index";

export const routeRules = adminRules({ loader: "staff" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  return redirect(user.role ? homeFor(user.role) : "/admin/dashboard");
}
