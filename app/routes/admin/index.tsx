import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireAdminPage } from "~/modules/auth/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return redirect("/admin/dashboard");
}
