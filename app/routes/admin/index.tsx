import { redirect } from "react-router";

import { requireAdminPage } from "~/modules/auth/session.server";

import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return redirect("/admin/dashboard");
}
