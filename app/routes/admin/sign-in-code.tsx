import { Form, redirect, useActionData, useNavigation } from "react-router";

import { AuthCard } from "~/components/admin/auth-card";
import { ActionError } from "~/components/ui/action-error";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { flashCookie } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { roleOf } from "~/modules/auth/auth.server";
import { clearPendingSignInCookie, readPendingSignIn, signedInRedirect } from "~/modules/auth/session.server";
import { verifySecondFactor } from "~/modules/auth/two-factor.server";
import { queueAccountNoticeEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/sign-in-code";

// /admin/sign-in-code: the second step of signing in when two-factor is on (docs/decisions/040). The
// password was right (a signed cookie says whose, for five minutes); the session starts once the code is.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Two-factor sign-in");

const backToLogin = async (config: Route.LoaderArgs["context"]["config"], request: Request) =>
  redirect("/admin/login", {
    headers: [
      ["Set-Cookie", clearPendingSignInCookie(request)],
      [
        "Set-Cookie",
        await flashCookie(config, {
          kind: "error",
          title: "Sign in again",
          description: "The sign-in took too long. Enter your email and password again.",
        }),
      ],
    ],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await readPendingSignIn(context.db, request, context.config))) throw await backToLogin(context.config, request);
  return null;
}

export const action = formAction(async ({ request, context }: Route.ActionArgs) => {
  const userId = await readPendingSignIn(context.db, request, context.config);
  if (!userId) return backToLogin(context.config, request);
  const form = formInput<{ code: string }>(await readForm(request));
  // the holder hears (once a lock) that someone had the password but not the code; nothing more
  await verifySecondFactor(context.db, userId, form, new Date(), async ({ email }) => {
    await queueAccountNoticeEmail(context.db, { email, change: "wrong_codes" });
    wakeOutboxSender();
  });
  const role = await roleOf(context.db, userId);
  if (!role) return backToLogin(context.config, request);
  return await signedInRedirect(context.db, context.config, request, { id: userId, role });
});

export default function SignInCode() {
  const result = useActionData<typeof action>();
  const fieldErrors: Record<string, string> = result && !result.ok ? result.fieldErrors : {};
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title="Two-factor sign-in">
      <p className="mb-4 text-sm text-muted-foreground">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      {/* a wrong code is said under the field; anything else (too many tries) here */}
      {fieldErrors.code ? null : <ActionError result={result} className="mb-4" />}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <Field label="Authentication code" error={fieldErrors.code}>
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            required
            maxLength={32}
            spellCheck={false}
          />
        </Field>
        <SubmitButton busy={busy} label="Verify" busyLabel="Checking..." />
      </Form>
    </AuthCard>
  );
}
