import type { ReactNode } from "react";
import { Link } from "react-router";

import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * The signed-out pages' card (log in, reset a password, the code step, an invitation): the heading, the
 * page's form or message, and the way back to logging in.
 */
export function AuthCard({
  title,
  children,
  backToLogin = true,
}: {
  title: string;
  children: ReactNode;
  backToLogin?: boolean;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        {children}
        {backToLogin ? (
          <p className="mt-6 text-center text-sm">
            <Link to="/admin/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Back to log in
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}

/** A new password typed twice, with the errors the server's schema gave each. */
export function NewPasswordFields({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  return (
    <>
      <Field label="New password" error={fieldErrors.password} hint="At least 10 characters.">
        <Input name="password" type="password" autoComplete="new-password" required maxLength={200} />
      </Field>
      <Field label="Confirm new password" error={fieldErrors.confirmPassword}>
        <Input name="confirmPassword" type="password" autoComplete="new-password" required maxLength={200} />
      </Field>
    </>
  );
}
