import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True while the server renders and while the browser hydrates what it rendered; false afterwards and
 * when a page is first shown by a client-side navigation. A shopper can type and tap on a server-rendered
 * page seconds before a slow phone hydrates it, and hydration sets every control back to its state: a
 * component whose state starts while hydrating can take over what the shopper already did.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The value of the first control matching the selector as the shopper left it (browser only). */
export function valueOnScreen(selector: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLInputElement>(selector)?.value || undefined;
}

/**
 * The value of the first control matching the selector if the shopper changed it from what the page was
 * served with (browser only): a field typed into, an option or radio picked, before the page hydrated.
 */
export function changedOnScreen(selector: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!field) return undefined;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected) ? field.value : undefined;
  if (field.type === "radio" || field.type === "checkbox")
    return field.checked !== field.defaultChecked ? field.value : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}
