import { cloneElement, useId, type ReactElement } from "react";

import { cn } from "~/lib/cn";

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** one input element; it receives id, aria-invalid and aria-describedby */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled form control with its error message announced to screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
