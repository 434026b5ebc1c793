import { cn } from "~/lib/cn";

import type { ChangeLine } from "./change-format";

/** "Field: before → after", one line per changed field (the activity log, the assistant's review cards). */
export function ChangeLines({ lines, className }: { lines: ChangeLine[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[auto_1fr]", className)}>
      {lines.map((line) => (
        <div key={line.field} className="contents">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="break-words tabular-nums max-sm:mb-1 max-sm:pl-2">
            {line.before} → {line.after}
          </dd>
        </div>
      ))}
    </dl>
  );
}
