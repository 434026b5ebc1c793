import type { ReactNode } from "react";
import { Form, redirect, useActionData, useNavigation } from "react-router";

import { AuthCard, NewPasswordFields } from "~/components/admin/auth-card";
import { ActionError } from "~/components/ui/action-error";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useToastMessage } from "~/components/ui/use-toast-message";
import { publicOrigin } from "~/lib/env.server";
import { flashCookie } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { parseInput } from "~/lib/validation";
import { PasswordResetRequestSchema, PasswordResetSchema, RESET_REQUESTED_MESSAGE } from "~/modules/auth/auth.schema";
import { createPasswordReset, isPasswordResetValid, resetPassword } from "~/modules/auth/auth.server";
import { queuePasswordResetEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/reset-password";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Reset password");

// Without a token: ask for the email. With one (the emailed link): choose a new password.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { step: "request" as const, token: "", valid: true };
  return { step: "reset" as const, token, valid: await isPasswordResetValid(context.db, token) };
}

export const action = formAction(async ({ request, context }: Route.ActionArgs) => {
  const form = formInput<Record<string, unknown>>(await readForm(request));
  if (form.intent === "reset") {
    await resetPassword(context.db, parseInput(PasswordResetSchema, form));
    return redirect("/admin/login", {
      headers: {
        "Set-Cookie": await flashCookie(context.config, {
          kind: "success",
          title: "Password updated",
          description: "You can now log in with your new password.",
        }),
      },
    });
  }
  const input = parseInput(PasswordResetRequestSchema, form);
  // auth makes the one-time link, the outbox delivers it, so a reset survives an SMTP outage
  const reset = await createPasswordReset(context.db, input, context.clientIp);
  if (reset) {
    const link = `${publicOrigin(context.config)}/admin/reset-password?token=${encodeURIComponent(reset.token)}`;
    await queuePasswordResetEmail(context.db, { email: reset.email, link });
    wakeOutboxSender();
  }
  // the same answer for any address, on the page: nothing to redirect to
  return { ok: true as const, message: RESET_REQUESTED_MESSAGE };
});

/** One step's form: which step it is (`intent`), its fields, and its button while it sends. */
function StepForm({
  intent,
  submit,
  busyLabel,
  children,
}: {
  intent: "request" | "reset";
  submit: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <SubmitButton busy={busy} label={submit} busyLabel={busyLabel} />
    </Form>
  );
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const fieldErrors: Record<string, string> = result && !result.ok ? result.fieldErrors : {};
  useToastMessage(result && !result.ok ? { kind: "error", title: "Error", description: result.error } : null);

  return (
    <AuthCard title="Reset your password">
      <ActionError result={result} className="mb-4" />
      {loaderData.step === "request" ? (
        result?.ok ? (
          <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm text-success">
            {result.message}
          </p>
        ) : (
          <StepForm intent="request" submit="Send reset link" busyLabel="Sending...">
            <p className="text-sm text-muted-foreground">
              Enter your account's email and we'll send you a link to choose a new password.
            </p>
            <Field label="Email" error={fieldErrors.email}>
              <Input name="email" type="email" autoComplete="email" required maxLength={255} />
            </Field>
          </StepForm>
        )
      ) : loaderData.valid ? (
        <StepForm intent="reset" submit="Set new password" busyLabel="Saving...">
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields fieldErrors={fieldErrors} />
        </StepForm>
      ) : (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          This reset link is invalid or has expired. Please request a new one.
        </p>
      )}
    </AuthCard>
  );
}
