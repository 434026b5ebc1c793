import { useId } from "react";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { FaqItem } from "~/db/schema/settings";

const SUMMARY =
  "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold " +
  "hover:bg-muted [&::-webkit-details-marker]:hidden";

/**
 * SPEC §4: one question open at a time, and an open one can be closed again. Disclosure elements sharing a
 * `name` do this in the browser itself, so the answers open without JavaScript too.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item, index) => (
        <details key={`${index}-${item.question}`} name={group} className="group">
          <summary className={SUMMARY}>
            <h3>{item.question}</h3>
            <SpriteIcon name="ChevronDown" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-4 text-muted-foreground">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
