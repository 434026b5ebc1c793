import { Form, redirect, useActionData, useNavigation } from "react-router";

import { AuthCard } from "~/components/admin/auth-card";
import { ActionError } from "~/components/ui/action-error";
import { SubmitButton } from "~/components/ui/button";
import { flashCookie } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { EMAIL_CHANGE_INVALID } from "~/modules/auth/auth.schema";
import { confirmEmailChange, findEmailChange } from "~/modules/auth/email-change.server";
import { readSessionToken } from "~/modules/auth/session.server";
import { queueAccountNoticeEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/confirm-email";

// /admin/confirm-email?token=…: the link emailed to the new address a member of staff asked for (docs/decisions/
// 240). Opening it changes nothing (a mail scanner may fetch it); the button does, once: the account then signs in
// with the new address, its other sessions end, and the old address is told.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Confirm your new email address");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const change = token ? await findEmailChange(context.db, token) : null;
  return change ? { token, newEmail: change.newEmail } : { token: "", newEmail: null };
}

export const action = formAction(async ({ request, context }: Route.ActionArgs) => {
  const form = formInput<{ token: string }>(await readForm(request));
  // this browser stays signed in if it is the account's: only the account's other sessions end
  const changed = await confirmEmailChange(context.db, form, readSessionToken(request));
  await queueAccountNoticeEmail(context.db, {
    email: changed.oldEmail,
    change: "email_changed",
    newEmail: changed.newEmail,
  });
  wakeOutboxSender();
  const toast = {
    kind: "success" as const,
    title: "Email address changed",
    description: `Sign in with ${changed.newEmail} from now on.`,
  };
  return redirect("/admin/login", { headers: { "Set-Cookie": await flashCookie(context.config, toast) } });
});

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title="Confirm your new email address">
      <ActionError result={result} className="mb-4" />
      {loaderData.newEmail ? (
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Your admin account will sign in with <strong>{loaderData.newEmail}</strong> from now on, and its other
            sessions will be signed out.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton busy={busy} label="Use this email address" busyLabel="Changing..." />
        </Form>
      ) : (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {EMAIL_CHANGE_INVALID}
        </p>
      )}
    </AuthCard>
  );
}
