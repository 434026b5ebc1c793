import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useToastMessage } from "~/components/ui/use-toast-message";
import { DomainError } from "~/lib/errors";
import { flashCookie, readFlash } from "~/lib/flash.server";
import { GENERIC_ERROR, readForm, statusFor } from "~/lib/http.server";
import type { ToastMessage } from "~/lib/toast-message";
import { fieldErrorsFrom, parseInput } from "~/lib/validation";
import { LoginSchema, SignUpSchema } from "~/modules/auth/auth.schema";
import { createSession, endSession, logIn, signUp } from "~/modules/auth/auth.server";
import { currentUser, readSessionToken, sessionCookie } from "~/modules/auth/session.server";

import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Admin Login" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context.db, request);
  if (user?.isAdmin) throw redirect("/admin/dashboard");
  const flash = await readFlash(context.config, request);
  return data({ toast: flash.message }, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined);
}

// Supabase's wording for a sign-in without credentials, which SPEC §8 keeps.
const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

type Result = { ok: boolean; mode: "login" | "signup"; toast: ToastMessage; fieldErrors: Record<string, string> };

const fail = (
  mode: Result["mode"],
  title: string,
  description: string,
  status: number,
  fieldErrors: Record<string, string> = {},
) => data<Result>({ ok: false, mode, toast: { kind: "error", title, description }, fieldErrors }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const mode = form.intent === "signup" ? "signup" : "login";
  const title = mode === "signup" ? "Sign Up Failed" : "Login Failed";
  try {
    if (mode === "signup") {
      await signUp(context.db, parseInput(SignUpSchema, form), context.clientIp);
      return data<Result>({
        ok: true,
        mode,
        toast: {
          kind: "success",
          title: "Account created!",
          description: "You can now log in to the admin dashboard.",
        },
        fieldErrors: {},
      });
    }
    if (!form.email || !form.password) {
      const issues = LoginSchema.safeParse(form).error?.issues;
      const fieldErrors = issues ? fieldErrorsFrom(issues) : undefined;
      return fail(mode, title, MISSING_CREDENTIALS, 400, fieldErrors);
    }
    const user = await logIn(context.db, parseInput(LoginSchema, form), context.clientIp);
    // Whatever session the browser had ends here; a login always starts a new one.
    await endSession(context.db, readSessionToken(request));
    if (!user.isAdmin) return fail(mode, "Access Denied", "You don't have admin privileges.", 403);
    const session = await createSession(context.db, user.id);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(request, session.token));
    headers.append(
      "Set-Cookie",
      await flashCookie(context.config, {
        kind: "success",
        title: "Welcome back!",
        description: "Successfully logged in to admin dashboard.",
      }),
    );
    return redirect("/admin/dashboard", { headers });
  } catch (err) {
    if (err instanceof DomainError) {
      return fail(mode, title, err.message, statusFor(err), err.fieldErrors);
    }
    context.logger.error({ err }, "login failed unexpectedly");
    return fail(mode, title, GENERIC_ERROR, 500);
  }
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  const [mode, setMode] = useState<"login" | "signup">("login");
  useToastMessage(loaderData.toast);
  useToastMessage(result?.toast);
  // After an account is created the form returns to log in mode (SPEC §4).
  useEffect(() => {
    if (result?.ok && result.mode === "signup") setMode("login");
  }, [result]);
  const fieldErrors = result && !result.ok && result.mode === mode ? result.fieldErrors : {};
  const error = result && !result.ok && result.mode === mode ? result.toast : null;
  const signup = mode === "signup";

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{signup ? "Create Admin Account" : "Admin Login"}</h1>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">
          {signup
            ? "Create an account. An existing admin grants access to the dashboard."
            : "Sign in to manage the shop."}
        </p>
        {error ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <strong>{error.title}:</strong> {error.description}
          </p>
        ) : null}
        {result?.ok ? (
          <p role="status" className="mb-4 rounded-md border border-success/40 bg-success/10 p-3 text-sm text-success">
            <strong>{result.toast.title}</strong> {result.toast.description}
          </p>
        ) : null}
        <Form method="post" className="flex flex-col gap-4" noValidate key={mode}>
          <input type="hidden" name="intent" value={mode} />
          <Field label="Email" error={fieldErrors.email}>
            <Input name="email" type="email" autoComplete={signup ? "email" : "username"} required maxLength={255} />
          </Field>
          <Field label="Password" error={fieldErrors.password} hint={signup ? "At least 10 characters." : undefined}>
            <Input
              name="password"
              type="password"
              autoComplete={signup ? "new-password" : "current-password"}
              required
              maxLength={200}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {signup ? (busy ? "Creating account..." : "Sign Up") : busy ? "Logging in..." : "Log In"}
          </Button>
        </Form>
        <div className="mt-6 flex flex-col gap-2 text-center text-sm">
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => setMode(signup ? "login" : "signup")}
          >
            {signup ? "Already have an account? Log in" : "Need an account? Sign up"}
          </button>
          {signup ? null : (
            <p className="text-muted-foreground">
              Forgot your password?{" "}
              <Link to="/admin/reset-password" className="font-medium text-primary underline-offset-4 hover:underline">
                Reset it.
              </Link>
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
