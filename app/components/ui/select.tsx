import { forwardRef, type SelectHTMLAttributes } from "react";

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
