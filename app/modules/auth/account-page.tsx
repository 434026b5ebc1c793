import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";

import { CsrfField, useCsrfToken } from "~/components/admin/csrf-field";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDateGB } from "~/lib/dates";

import { EmailSection, type EmailAnswer } from "./account-email-section";
import { CurrentPasswordField } from "./current-password-field";

// One's own account (docs/decisions/040): two-factor sign-in (set up with a QR code or the secret as text,
// confirmed by a code, recovery codes shown once) and the sessions the account has, with "Sign out everywhere".

type TwoFactor = { enabled: boolean; enabledAt: Date | string | null; recoveryCodesLeft: number };
type Setup = { secret: string; uri: string; qrCode: string } | null;
type SessionRow = { createdAt: Date | string; lastSeenAt: Date | string; device: string; current: boolean };
type SectionAnswer =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; error: string; fieldErrors?: Record<string, string> }
  | undefined;
export type AccountAnswer = SectionAnswer | EmailAnswer;
const isEmailAnswer = (answer: AccountAnswer): answer is EmailAnswer =>
  Boolean(answer && "intent" in answer && answer.intent === "change-email");

/** The secret as an app asks for it, readable: groups of four. */
const inFours = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? "Copied" : label}
    </Button>
  );
}

const time = (value: Date | string) =>
  `${formatDateGB(value)} ${new Date(value).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })}`;

function CodeField({ error, label = "Code from your app" }: { error?: string; label?: string }) {
  return (
    <Field label={label} error={error}>
      <Input name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={32} spellCheck={false} />
    </Field>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="mt-4 rounded-md border border-success/40 bg-success/10 p-4">
      <h3 className="font-semibold">Two-factor sign-in is on. Save your recovery codes</h3>
      <p className="mt-1 text-sm">
        Each works once, if your phone is lost. They are shown only now: print them or keep them in a password manager.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label="Copy the codes" />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join("\n")}\n`)}`}
          download="recovery-codes.txt"
          className="inline-flex min-h-10 items-center rounded-md border px-4 text-sm font-medium"
        >
          Download the codes
        </a>
      </div>
    </div>
  );
}

function SetupForm({ setup, error }: { setup: NonNullable<Setup>; error?: string }) {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm">
        Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), open it in the app on
        this phone, or type the secret in.
      </p>
      <img src={setup.qrCode} alt="QR code to add this account to an authenticator app" width={192} height={192} />
      <a
        href={setup.uri}
        className="inline-flex min-h-10 w-fit items-center rounded-md border px-4 text-sm font-medium text-primary"
      >
        Open in authenticator app
      </a>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        Secret:{" "}
        <code aria-label="Secret" className="rounded bg-muted px-2 py-1 font-mono tracking-wide select-all">
          {inFours(setup.secret)}
        </code>
        <CopyButton text={setup.secret} label="Copy the secret" />
      </div>
      <Form method="post" className="flex flex-col gap-4 sm:max-w-xs">
        <CsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <CodeField error={error} />
        <Button type="submit">Turn on two-factor sign-in</Button>
      </Form>
    </div>
  );
}

function TwoFactorSection(props: { twoFactor: TwoFactor; setup: Setup; isOwner: boolean; answer: SectionAnswer }) {
  const { twoFactor, setup, isOwner, answer } = props;
  // an answer about the password form is shown there, not here
  const ours = answer && !answer.ok && !answer.fieldErrors?.currentPassword && !answer.fieldErrors?.password;
  const codeError = ours ? (answer.fieldErrors?.code ?? answer.error) : undefined;
  const proofError = ours ? (answer.fieldErrors?.proof ?? answer.error) : undefined;
  return (
    <section aria-labelledby="two-factor-heading" className="mb-8 rounded-lg border bg-card p-4">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {twoFactor.enabled
          ? `On since ${formatDateGB(twoFactor.enabledAt!)}. ${twoFactor.recoveryCodesLeft} recovery codes left.`
          : "Off. After your password, sign-in will also ask for a code from an app on your phone."}
      </p>
      {answer?.ok ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
      {setup ? (
        <SetupForm setup={setup} error={codeError} />
      ) : (
        <Form method="post" className="mt-4 flex flex-col gap-4 sm:max-w-xs">
          <CsrfField />
          <input type="hidden" name="intent" value="start" />
          {/* the factor in use (or, before there is one, the password) is asked for: a session alone cannot
              put a phone of its own on the account */}
          {twoFactor.enabled ? (
            <Field label="Code from your app, a recovery code or your password" error={proofError}>
              <Input name="proof" type="password" autoComplete="one-time-code" required maxLength={200} />
            </Field>
          ) : (
            <Field label="Your password" error={proofError}>
              <Input name="proof" type="password" autoComplete="current-password" required maxLength={200} />
            </Field>
          )}
          <Button type="submit" variant={twoFactor.enabled ? "outline" : "primary"}>
            {twoFactor.enabled ? "Set up a new phone" : "Set up two-factor sign-in"}
          </Button>
        </Form>
      )}
      {twoFactor.enabled && !setup && !isOwner ? (
        <Form method="post" className="mt-6 flex flex-col gap-4 sm:max-w-xs">
          <CsrfField />
          <input type="hidden" name="intent" value="disable" />
          <CodeField error={codeError} label="Code to switch it off" />
          <Button type="submit" variant="outline">
            Switch off two-factor sign-in
          </Button>
        </Form>
      ) : null}
      {twoFactor.enabled && isOwner ? (
        <p className="mt-4 text-sm text-muted-foreground">Owners keep two-factor sign-in once it is on.</p>
      ) : null}
    </section>
  );
}

function ChangePasswordSection({ answer }: { answer: SectionAnswer }) {
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return (
    <section aria-labelledby="password-heading" className="mb-8 rounded-lg border bg-card p-4">
      <h2 id="password-heading" className="text-lg font-semibold">
        Password
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Changing it signs out your other sessions; you stay signed in here.
      </p>
      <Form method="post" className="mt-4 flex flex-col gap-4 sm:max-w-xs">
        <CsrfField />
        <input type="hidden" name="intent" value="change-password" />
        <CurrentPasswordField error={errors.currentPassword} />
        <Field label="New password" error={errors.password}>
          <Input name="password" type="password" autoComplete="new-password" required minLength={10} maxLength={200} />
        </Field>
        <Field label="New password again" error={errors.confirmPassword}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" required maxLength={200} />
        </Field>
        <Button type="submit">Change password</Button>
      </Form>
    </section>
  );
}

function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  const csrf = useCsrfToken();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere?"
        description="Every browser signed in to this account is signed out, this one included."
        confirmLabel="Sign out everywhere"
        busy={useNavigation().state !== "idle"}
        onConfirm={() => void submit({ intent: "sign-out-everywhere", csrf }, { method: "post" })}
      />
    </>
  );
}

export function AccountPage(props: {
  email: string;
  role: string;
  twoFactor: TwoFactor;
  setup: Setup;
  isOwner: boolean;
  sessions: SessionRow[];
  answer: AccountAnswer;
}) {
  const emailAnswer = isEmailAnswer(props.answer) ? props.answer : undefined;
  const answer = isEmailAnswer(props.answer) ? undefined : props.answer;
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title="Your account" description={`${props.email} · ${props.role}`} />
      <TwoFactorSection {...props} answer={answer} />
      <ChangePasswordSection answer={answer} />
      <EmailSection email={props.email} twoFactorOn={props.twoFactor.enabled} answer={emailAnswer} />
      <section aria-labelledby="sessions-heading" className="rounded-lg border bg-card p-4">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Where you are signed in
        </h2>
        <ul className="my-4 divide-y text-sm">
          {props.sessions.map((s) => (
            <li key={`${String(s.createdAt)}-${String(s.lastSeenAt)}`} className="py-2">
              <span className="font-medium">{s.device}</span>: signed in {time(s.createdAt)}, last active{" "}
              {time(s.lastSeenAt)}
              {s.current ? <strong className="ml-2">(this browser)</strong> : null}
            </li>
          ))}
        </ul>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
