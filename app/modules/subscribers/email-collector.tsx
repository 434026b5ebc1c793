import { useRef, useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { checkThenSubmit } from "~/components/ui/check-then-submit";
import { Input } from "~/components/ui/input";
import { showToast } from "~/components/ui/toaster";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import type { ToastMessage } from "~/lib/toast-message";

import { SUBSCRIBE_TOASTS } from "./subscribe-messages";

const INVALID_EMAIL_TOAST = SUBSCRIBE_TOASTS.invalid;

/** The mailing-list form: checked here first, then again by the server with the same schema. */
export function EmailCollector({
  title,
  subtitle,
  cta,
  action,
  result,
}: {
  title: string;
  subtitle: string;
  cta: string;
  action: string;
  /** the action's answer after a plain (no-JavaScript) form post, shown in place of a toast */
  result?: ToastMessage;
}) {
  const fetcher = useFetcher<{ toast?: ToastMessage; ok?: boolean }>();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | undefined>();
  const submitting = fetcher.state !== "idle";
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.toast) void showToast(answer.toast);
    if (answer.ok) formRef.current?.reset();
  });

  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id="subscribe-title" className="text-3xl font-bold">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-primary-foreground/90">{subtitle}</p> : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        onSubmit={checkThenSubmit(
          fetcher,
          () => import("./subscribers.schema").then((m) => m.SubscribeSchema),
          (problem) => {
            setError(problem);
            if (problem) void showToast(INVALID_EMAIL_TOAST);
          },
        )}
      >
        <input type="hidden" name="intent" value="subscribe" />
        <label htmlFor="subscribe-email" className="sr-only">
          Email address
        </label>
        <Input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={255}
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "subscribe-error" : undefined}
          onChange={() => setError(undefined)}
          className="flex-1 bg-background text-foreground"
        />
        <Button type="submit" variant="secondary" disabled={submitting} className="shrink-0">
          {submitting ? "Subscribing..." : cta}
        </Button>
      </fetcher.Form>
      <p className="mt-2 text-xs text-primary-foreground/90">
        We&apos;ll email you a link to confirm your address; we send nothing else until you do.
      </p>
      {error ? (
        <p id="subscribe-error" className="mt-2 text-sm font-semibold">
          {error}
        </p>
      ) : null}
      {result && !fetcher.data ? (
        <p role="status" className="mt-3 text-sm font-semibold">
          {result.title} {result.description}
        </p>
      ) : null}
    </div>
  );
}
