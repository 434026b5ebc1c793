import { useId, useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { checkThenSubmit } from "~/components/ui/check-then-submit";
import { Input } from "~/components/ui/input";
import { OptionList } from "~/components/ui/select";

import { BACK_IN_STOCK_PRIVACY } from "./back-in-stock-text";

export type BackInStockAnswer = { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };

/**
 * "Email me when it's back" on a sold-out item: an address (and the option, when the item has options),
 * posted to the item's page. Checked here with the server's schema first; without JavaScript it posts
 * as a plain form and the page comes back with the answer (`answer`).
 */
export function BackInStockForm({
  action,
  variantOptions,
  variant,
  answer,
  onlySoldOut = false,
}: {
  action: string;
  variantOptions: string[];
  /** the option chosen on the page, if any */
  variant: string | null;
  /** the action's answer after a plain (no-JavaScript) post */
  answer?: BackInStockAnswer;
  /** the item is partly in stock: `variantOptions` are its sold-out options, one of which must be chosen */
  onlySoldOut?: boolean;
}) {
  const fetcher = useFetcher<BackInStockAnswer>();
  const [checkError, setCheckError] = useState<string | undefined>();
  const id = useId();
  const shown = fetcher.data ?? answer;
  const error = checkError ?? (shown && !shown.ok ? (shown.fieldErrors?.email ?? shown.error) : undefined);
  const done = shown?.ok && !checkError ? shown.message : undefined;
  return (
    <section id="back-in-stock" aria-labelledby={`${id}-title`} className="mt-6 scroll-mt-20 rounded-xl border p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Email me when it&apos;s back
      </h2>
      <fetcher.Form
        method="post"
        // without JavaScript the answer is a new page: it opens here, where the answer is shown
        action={`${action}#back-in-stock`}
        noValidate
        className="mt-3 flex flex-col gap-3"
        onSubmit={checkThenSubmit(
          fetcher,
          () => import("./back-in-stock.schema").then((m) => m.BackInStockSchema),
          setCheckError,
        )}
      >
        {variantOptions.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-variant`} className="text-sm font-medium">
              {onlySoldOut ? "Sold-out option" : "Option"}
            </label>
            <select
              id={`${id}-variant`}
              name="variant"
              defaultValue={variant ?? ""}
              key={variant ?? ""}
              className="h-11 rounded-md border border-input bg-background px-3 text-base"
            >
              {onlySoldOut ? null : <option value="">Any option</option>}
              <OptionList values={variantOptions} />
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            Your email address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-privacy${error ? ` ${id}-error` : ""}`}
              onChange={() => setCheckError(undefined)}
            />
            <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"} className="shrink-0">
              {fetcher.state !== "idle" ? "Sending..." : "Email me when it's back"}
            </Button>
          </div>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm font-semibold">
            {done}
          </p>
        ) : null}
        <p id={`${id}-privacy`} className="text-xs text-muted-foreground">
          {BACK_IN_STOCK_PRIVACY}
        </p>
      </fetcher.Form>
    </section>
  );
}
