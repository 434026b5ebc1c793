import { redirect } from "react-router";

import { CSRF_FIELD } from "~/lib/csrf";
import { flashCookie } from "~/lib/flash.server";
import { readForm } from "~/lib/http.server";
import { endSession } from "~/modules/auth/auth.server";
import { clearSessionCookie, currentUser, readSessionToken, sameToken } from "~/modules/auth/session.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/logout";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// Logging out changes state, so it needs the session's CSRF token like every admin form; a forged
// logout is sent back to the dashboard with the session intact.
export async function action({ request, context }: Route.ActionArgs) {
  const token = readSessionToken(request);
  const user = await currentUser(context.db, request);
  const form = await readForm(request);
  const sent = form.get(CSRF_FIELD);
  if (user && (typeof sent !== "string" || !sameToken(sent, user.csrfToken))) throw redirect("/admin/dashboard");
  await endSession(context.db, token);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(request));
  headers.append("Set-Cookie", await flashCookie(context.config, { kind: "success", title: "Logged out" }));
  return redirect("/admin/login", { headers });
}

export function loader() {
  return redirect("/admin/login");
}
