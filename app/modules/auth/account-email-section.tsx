import { Form } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import { CurrentPasswordField } from "./current-password-field";

// "Your account": a new email address (docs/decisions/040). The link to confirm it goes to the new address; until
// it is used the account signs in with the one it has. Asks for the password, and the code when two-factor is on.

/** A refusal of this form: the action names the form, so the other sections leave it alone. */
/** A refusal of the email form: adminFormAction names the form that posted it (`intent`). */
export type EmailAnswer = { ok: false; intent: string; error: string; fieldErrors?: Record<string, string> };

export function EmailSection(props: { email: string; twoFactorOn: boolean; answer: EmailAnswer | undefined }) {
  const errors = props.answer?.fieldErrors ?? {};
  // a refusal without a field (too many tries) is said above the form
  const general = props.answer && Object.keys(errors).length === 0 ? props.answer.error : undefined;
  return (
    <section aria-labelledby="email-heading" className="mb-8 rounded-lg border bg-card p-4">
      <h2 id="email-heading" className="text-lg font-semibold">
        Email address
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        You sign in with {props.email}. A new address takes over once you open the link we email to it.
      </p>
      {general ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {general}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-col gap-4 sm:max-w-xs">
        <CsrfField />
        <input type="hidden" name="intent" value="change-email" />
        <Field label="New email address" error={errors.newEmail}>
          <Input name="newEmail" type="email" autoComplete="email" required maxLength={255} />
        </Field>
        <CurrentPasswordField error={errors.currentPassword} />
        {props.twoFactorOn ? (
          <Field label="Code from your app or a recovery code" error={errors.code}>
            <Input name="code" autoComplete="one-time-code" required maxLength={32} spellCheck={false} />
          </Field>
        ) : null}
        <Button type="submit">Change email address</Button>
      </Form>
    </section>
  );
}
