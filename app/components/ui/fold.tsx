import { useEffect, useRef, type ReactNode } from "react";

import { cn } from "~/lib/cn";

import { SpriteIcon } from "./sprite-icon";

/** From Tailwind's sm up the back office's lists are tables with room for their tools, laid out open. */
const ROOM_FOR_TOOLS = "(min-width: 640px)";

/**
 * A list's tools (its filters, its exports, the actions on ticked rows) folded on a phone so the list itself is on
 * the first screen: a <details>, so it opens without JavaScript; `summary` names it and says what is applied. From
 * sm up it is laid out open without its toggle (app.css, and this component once it runs where the browser
 * cannot show folded content).
 */
export function Fold({
  summary,
  children,
  className,
  defaultOpen = false,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  /** open on every screen, e.g. when it holds an error to read */
  defaultOpen?: boolean;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia?.(ROOM_FOR_TOOLS).matches) details.current.open = true;
  }, []);
  return (
    <details ref={details} data-fold open={defaultOpen || undefined} className={cn("group", className)}>
      <summary
        className={
          "flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-3 " +
          "py-2 text-sm font-medium [&::-webkit-details-marker]:hidden"
        }
      >
        <SpriteIcon name="ChevronDown" className="h-4 w-4 -rotate-90 group-open:rotate-0" />
        {summary}
      </summary>
      <div className="mt-2 sm:mt-0">{children}</div>
    </details>
  );
}
