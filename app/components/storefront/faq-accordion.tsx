import { useId, useState } from "react";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { FaqItem } from "~/db/schema/settings";

/** SPEC §4: one question open at a time, and an open one can be closed again. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={`${index}-${item.question}`}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                className={
                  "flex w-full items-center justify-between gap-4 px-5 py-4 " + "text-left font-semibold hover:bg-muted"
                }
              >
                {item.question}
                <SpriteIcon
                  name="ChevronDown"
                  className={`h-5 w-5 shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="px-5 pb-4 text-muted-foreground"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
