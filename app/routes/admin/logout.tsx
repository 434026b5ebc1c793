import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/modules/auth/auth.server";
import { clearSessionCookie, readSessionToken } from "~/modules/auth/session.server";

export async function action({ request, context }: Route.ActionArgs) {
  await endSession(context.db, readSessionToken(request));
  return redirect("/admin/login?loggedOut=1", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export function loader() {
  return redirect("/admin/login");
}
