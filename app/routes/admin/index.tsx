import { redirect } from "react-router";

import { homeFor } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";

import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request);
  return redirect(user.role ? homeFor(user.role) : "/admin/dashboard");
}
