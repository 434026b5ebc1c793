import { Form, useActionData, useNavigation } from "react-router";

import { AuthCard, NewPasswordFields } from "~/components/admin/auth-card";
import { ActionError } from "~/components/ui/action-error";
import { SubmitButton } from "~/components/ui/button";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { INVITATION_INVALID, type AcceptInvitation } from "~/modules/auth/auth.schema";
import { endSession } from "~/modules/auth/auth.server";
import { ROLE_LABELS } from "~/modules/auth/permissions";
import { readSessionToken, signedInRedirect } from "~/modules/auth/session.server";
import { acceptInvitation, findInvitation } from "~/modules/auth/staff.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/accept-invitation";

// /admin/accept-invitation?token=…: the emailed link of the Owner's invitation (docs/decisions/040). The
// invitee chooses a password and is signed in with the invitation's role; the link then is spent.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Join the staff");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = token ? await findInvitation(context.db, token) : null;
  return invitation
    ? { token, email: invitation.email, role: ROLE_LABELS[invitation.role] }
    : { token: "", email: null, role: null };
}

export const action = formAction(async ({ request, context }: Route.ActionArgs) => {
  const form = formInput<AcceptInvitation>(await readForm(request));
  const user = await acceptInvitation(context.db, form);
  // whoever was signed in in this browser is signed out: the invitee starts a session of their own
  await endSession(context.db, readSessionToken(request));
  return await signedInRedirect(context.db, context.config, request, user, {
    kind: "success",
    title: "Welcome!",
    description: `You joined the staff as ${ROLE_LABELS[user.role]}.`,
  });
});

export default function AcceptInvitationPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const fieldErrors: Record<string, string> = result && !result.ok ? result.fieldErrors : {};
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title="Join the staff">
      <ActionError result={result} className="mb-4" />
      {loaderData.email ? (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-muted-foreground">
            You are invited as <strong>{loaderData.role}</strong>. Choose a password for {loaderData.email}.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="email" value={loaderData.email} autoComplete="username" />
          <NewPasswordFields fieldErrors={fieldErrors} />
          <SubmitButton busy={busy} label="Join and sign in" busyLabel="Joining..." />
        </Form>
      ) : (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {INVITATION_INVALID}
        </p>
      )}
    </AuthCard>
  );
}
