import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/modules/auth/auth.server";
import { flashCookie } from "~/lib/flash.server";
import { clearSessionCookie, CSRF_FIELD, currentUser, readSessionToken } from "~/modules/auth/session.server";

// Logging out changes state, so it needs the session's CSRF token like every admin form; a forged
// logout is sent back to the dashboard with the session intact.
export async function action({ request, context }: Route.ActionArgs) {
  const token = readSessionToken(request);
  const user = await currentUser(context.db, request);
  const form = await request.formData();
  if (user && form.get(CSRF_FIELD) !== user.csrfToken) throw redirect("/admin/dashboard");
  await endSession(context.db, token);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(request));
  headers.append("Set-Cookie", flashCookie({ kind: "success", title: "Logged out" }));
  return redirect("/admin/login", { headers });
}

export function loader() {
  return redirect("/admin/login");
}
