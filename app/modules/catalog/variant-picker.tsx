import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * The chosen option, the function that chooses one, and whether the shopper has chosen yet. The page opens with
 * `initial` chosen (the first option in stock), in the server's HTML too, so Add to Cart works at once.
 * `onChosen` runs for every choice, an option the shopper picked before the page hydrated included (VariantPicker
 * hands that one over): the gallery follows. The page holding this state is large, so nothing here changes when
 * hydration ends: a state that did would draw the whole page again in one task right after hydration.
 */
export function useVariantChoice(onChosen?: (option: string) => void, initial: string | null = null) {
  const [choice, setChoice] = useState<{ option: string | null; picked: boolean }>({ option: initial, picked: false });
  const onChosenRef = useRef(onChosen);
  onChosenRef.current = onChosen;
  const choose = useCallback((option: string) => {
    setChoice({ option, picked: true });
    onChosenRef.current?.(option);
  }, []);
  return [choice.option, choose, choice.picked] as const;
}

/**
 * Options as a radio group: arrow keys move between them, the choice is announced. A sold-out option
 * stays choosable (its page then offers "Email me when it's back") and says "Sold out" in its name.
 */
export function VariantPicker({
  options,
  value,
  onChange,
  legend = "Choose an option",
  name: fieldName,
  required = false,
  soldOut = [],
}: {
  options: string[];
  /** the options with none left */
  soldOut?: readonly string[];
  value: string | null;
  onChange: (option: string) => void;
  legend?: string;
  /** the form field the choice is posted as */
  name?: string;
  required?: boolean;
}) {
  const id = useId();
  const name = fieldName ?? id;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // An option picked on the server's page before it hydrated: hydration leaves the radio as the shopper left
  // it (it renders what the server did), so the choice is handed over once mounted. Read from this picker's
  // own radios: one the browser drew itself has none checked but the chosen one.
  useEffect(() => {
    const picked = fieldset.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if (picked && picked !== latest.current.value) latest.current.onChange(picked);
  }, []);
  if (options.length === 0) return null;
  return (
    <fieldset ref={fieldset} data-variant-picker>
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
              required={required}
              onChange={() => onChange(option)}
              className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <span
              className={
                "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border-2 px-4 text-sm " +
                "font-medium peer-checked:border-primary peer-checked:bg-primary/10 peer-hover:bg-muted " +
                "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring" +
                (soldOut.includes(option) ? " border-dashed text-muted-foreground" : "")
              }
            >
              {option}
              {soldOut.includes(option) ? <span className="text-xs font-semibold">Sold out</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
