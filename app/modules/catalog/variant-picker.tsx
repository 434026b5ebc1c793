import { useEffect, useId, useState } from "react";
import { useHydrating, valueOnScreen } from "~/lib/hydration";

/**
 * The chosen option, taking over one the shopper picked before the page hydrated (see useHydrating).
 * The pick is read while hydrating but applied just after: hydration must render what the server did.
 */
export function useVariantChoice() {
  const hydrating = useHydrating();
  const [pickedBeforeScripts] = useState(() => (hydrating ? valueOnScreen("fieldset[data-variant-picker] input:checked") : undefined));
  const choice = useState<string | null>(null);
  const setChoice = choice[1];
  useEffect(() => {
    if (pickedBeforeScripts) setChoice(pickedBeforeScripts);
  }, [pickedBeforeScripts, setChoice]);
  return choice;
}

/** Options as a radio group: arrow keys move between them, the choice is announced. */
export function VariantPicker({ options, value, onChange, legend = "Choose an option" }: { options: string[]; value: string | null; onChange: (option: string) => void; legend?: string }) {
  const name = useId();
  if (options.length === 0) return null;
  return (
    <fieldset data-variant-picker>
      <legend className="mb-2 text-sm font-semibold">
        {legend}
        {value ? <span className="font-normal text-muted-foreground">: {value}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="relative">
            {/* The real radio lies invisibly over its pill, so a click lands on the input itself. */}
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <span className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 px-4 text-sm font-medium peer-checked:border-primary peer-checked:bg-primary/10 peer-hover:bg-muted peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
