import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";

import { cn } from "~/lib/cn";

/** A native select styled like Input (native keeps keyboard and screen-reader behaviour for free). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cn(
        "h-11 w-full rounded-md border border-input bg-background px-3 text-base " +
          "aria-[invalid=true]:border-destructive disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
});

/**
 * A select's options, one per value in order: from `values` (the text is `labelOf(value)`, or the value itself)
 * or from `pairs` of [value, text].
 */
export function OptionList<T extends string>(
  props:
    | { values: readonly T[]; labelOf?: (value: T) => ReactNode }
    | { pairs: readonly (readonly [value: string, text: ReactNode])[] },
) {
  const pairs =
    "pairs" in props ? props.pairs : props.values.map((value) => [value, props.labelOf?.(value) ?? value] as const);
  return pairs.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}
