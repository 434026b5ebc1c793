import type { ShownVariant } from "./stock";

// Which option an item's page opens with. Pure, so the server's page and the browser choose alike.

/**
 * The option a page opens with chosen: the first one not sold out (by its own stock), or none when the item or
 * every option is sold out, so the page offers "Email me when it's back" instead.
 */
export function firstAvailableOption(
  options: readonly string[],
  variants: readonly ShownVariant[],
  itemSoldOut = false,
): string | null {
  if (itemSoldOut) return null;
  return options.find((option) => variants.find((v) => v.name === option)?.stock.level !== "out") ?? null;
}

/** A link to an add-on from a console's page names the console, so the add-on's page can choose its size. */
export const FROM_CONSOLE_PARAM = "for";

/**
 * An add-on's option made for one console, found from that console's name: the option whose bracketed model is
 * the console's name or its first words ("4-inch (R36 Ultra)" for "R36 Ultra", "3.5-inch (R36S)" for "R36S Retro
 * Handheld"); null when no option names it.
 */
export function optionForConsole(options: readonly string[], consoleName: string): string | null {
  const name = consoleName.trim().toLowerCase();
  if (!name) return null;
  return (
    options.find((option) => {
      const model = modelOf(option);
      return Boolean(model) && (name === model || name.startsWith(`${model} `));
    }) ?? null
  );
}

/** The console an option names in its closing brackets, lower case: "4-inch (R36 Ultra)" -> "r36 ultra". */
export function modelOf(option: string): string | null {
  return /\(([^()]+)\)\s*$/.exec(option)?.[1].trim().toLowerCase() || null;
}
