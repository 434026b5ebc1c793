import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/** One line of a money summary, inside its <dl>: the label on the left, the amount on the right. */
export function SummaryRow({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex justify-between", className)}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
