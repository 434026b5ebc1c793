import { cn } from "~/lib/cn";

import type { ActionResult } from "./use-action-feedback";

/**
 * An action's refusal said in place, next to the form (its toast goes away; this stays until the
 * next answer). Nothing after a success. `boxed` frames it like FormAlert; otherwise a plain line.
 */
export function ActionError({
  result,
  boxed = true,
  className,
}: {
  result: ActionResult;
  boxed?: boolean;
  className?: string;
}) {
  if (!result || result.ok) return null;
  return (
    <p
      role="alert"
      className={cn(
        boxed && "rounded-md border border-destructive/40 bg-destructive/10 p-3",
        "text-sm text-destructive",
        className,
      )}
    >
      {result.error}
    </p>
  );
}
