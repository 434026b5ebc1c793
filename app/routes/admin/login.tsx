import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useToastMessage } from "~/components/ui/use-toast-message";
import { publicOrigin } from "~/lib/env.server";
import { readFlash } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import type { ToastMessage } from "~/lib/toast-message";
import { fieldErrorsFrom, parseInput } from "~/lib/validation";
import { LoginSchema, SIGN_UP_CLOSED } from "~/modules/auth/auth.schema";
import { endSession } from "~/modules/auth/auth.server";
import { homeFor } from "~/modules/auth/permissions";
import { currentUser, pendingSignInCookie, readSessionToken, signedInRedirect } from "~/modules/auth/session.server";
import { logIn, type SignInLockNotice } from "~/modules/auth/sign-in.server";
import { isTwoFactorOn } from "~/modules/auth/two-factor.server";
import { queueSignInLockedEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/login";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Admin Login");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context.db, request);
  if (user?.role) throw redirect(homeFor(user.role));
  const flash = await readFlash(context.config, request);
  return data({ toast: flash.message }, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined);
}

// Supabase's wording for a sign-in without credentials, which SPEC §8 keeps.
const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

type Result = { ok: false; toast: ToastMessage; fieldErrors: Record<string, string> };

const fail = (title: string, description: string, init: number | ResponseInit, fieldErrors = {}) =>
  data<Result>({ ok: false, toast: { kind: "error", title, description }, fieldErrors }, init);

const LOGIN_FAILED = "Login Failed";

export const action = formAction(
  async ({ request, context }: Route.ActionArgs) => {
    const form = formInput<Record<string, unknown>>(await readForm(request));
    // an old page or a script posting the former sign-up form creates nothing
    if (form.intent === "signup") return fail("Sign Up Failed", SIGN_UP_CLOSED, 403);
    if (!form.email || !form.password) {
      const issues = LoginSchema.safeParse(form).error?.issues;
      const fieldErrors = issues ? fieldErrorsFrom(issues) : undefined;
      return fail(LOGIN_FAILED, MISSING_CREDENTIALS, 400, fieldErrors);
    }
    // a locked account's holder is emailed the reset link that lifts the lock, through the outbox like a reset
    const onLock = async ({ email, token, failures }: SignInLockNotice) => {
      const link = `${publicOrigin(context.config)}/admin/reset-password?token=${encodeURIComponent(token)}`;
      await queueSignInLockedEmail(context.db, { email, failures, link });
      wakeOutboxSender();
    };
    const user = await logIn(context.db, parseInput(LoginSchema, form), context.clientIp, { onLock });
    // Whatever session the browser had ends here; a login always starts a new one.
    await endSession(context.db, readSessionToken(request));
    if (!user.role) return fail("Access Denied", "You don't have admin privileges.", 403);
    // with two-factor on, the password only earns the code step: no session until the code is right
    if (await isTwoFactorOn(context.db, user.id))
      return redirect("/admin/sign-in-code", {
        headers: { "Set-Cookie": await pendingSignInCookie(context.db, request, context.config, user.id) },
      });
    return await signedInRedirect(context.db, context.config, request, { id: user.id, role: user.role });
  },
  // a refusal here is the login form's toast (its title and message)
  ({ error, fieldErrors, init }) => fail(LOGIN_FAILED, error, init, fieldErrors),
);

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  useToastMessage(loaderData.toast);
  useToastMessage(result?.toast);
  const fieldErrors = result?.fieldErrors ?? {};
  const error = result?.toast ?? null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 shadow-sm">
        <h1 className="text-2xl font-bold">Admin Login</h1>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">Sign in to manage the shop.</p>
        {error ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <strong>{error.title}:</strong> {error.description}
          </p>
        ) : null}
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value="login" />
          <Field label="Email" error={fieldErrors.email}>
            <Input name="email" type="email" autoComplete="username" required maxLength={255} />
          </Field>
          <Field label="Password" error={fieldErrors.password}>
            <Input name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </Field>
          <SubmitButton busy={busy} label="Log In" busyLabel="Logging in..." />
        </Form>
        <div className="mt-6 flex flex-col gap-2 text-center text-sm">
          <p className="text-muted-foreground">
            Forgot your password?{" "}
            <Link to="/admin/reset-password" className="font-medium text-primary underline-offset-4 hover:underline">
              Reset it.
            </Link>
          </p>
          <p className="text-muted-foreground">New staff join by an invitation from the shop's owner.</p>
        </div>
      </div>
    </main>
  );
}
