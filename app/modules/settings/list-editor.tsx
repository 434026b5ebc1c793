import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";

import { NoneYet, ReorderButtons } from "~/components/admin/form-parts";
import { Button } from "~/components/ui/button";

type ListEditorProps<T> = {
  /** names the group and the buttons, e.g. "Navigation item" */
  itemLabel: string;
  legend: string;
  items: T[];
  onChange: (items: T[]) => void;
  newItem: () => T;
  max: number;
  error?: string;
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode;
};

/** Edits a list as a list: add, remove and reorder entries, each entry with its own fields. */
export function ListEditor<T>({
  itemLabel,
  legend,
  items,
  onChange,
  newItem,
  max,
  error,
  renderItem,
}: ListEditorProps<T>) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <NoneYet items={items} />
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={index} className="rounded-md border bg-muted/40 p-3" aria-label={`${itemLabel} ${index + 1}`}>
            <div className="flex flex-col gap-3">
              {renderItem(item, index, (updated) => onChange(items.map((it, i) => (i === index ? updated : it))))}
            </div>
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <ReorderButtons
                index={index}
                items={items}
                onChange={onChange}
                label={`${itemLabel.toLowerCase()} ${index + 1}`}
                size="sm"
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={items.length >= max}
          onClick={() => onChange([...items, newItem()])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
