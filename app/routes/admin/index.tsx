import { redirect } from "react-router";

import { homeFor } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/index";

export const routeRules = { permission: { loader: "staff" }, cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  return redirect(user.role ? homeFor(user.role) : "/admin/dashboard");
}
