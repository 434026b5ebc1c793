// Which variant (colour) of an item a request names: "the X55 glacier blue", "crimson red x55", "the blue
// one". An option is named by the words of its name that are not the item's own ("Retro Grey" of the "R36S
// Retro Handheld" is named by "grey"); a colour word no option of the item has is an unknown colour, declined
// with the item's own options. The stock intent's plans for one colour are here too.
import type { Plan } from "../assistant.schema";
import { catalogWords, matchCatalog } from "./entities.server";
import { askWith, call, decline, propose, type Request } from "./kit.server";
import type { CatalogItem } from "./lookup";
import { wordsOf } from "./words.server";

type Variant = NonNullable<CatalogItem["variants"]>[number];

/** Colour words an operator may name an option by, whether or not the item has one. */
export const COLOUR_WORDS = new Set(
  `black white blue red green grey gray purple orange teal pink yellow silver gold clear transparent navy cyan
  violet brown beige cream`.split(/\s+/),
);
const COLOURS = [...COLOUR_WORDS].join("|");
/** Two colours joined by "and" ("purple and orange", "blue & the red"). */
export const COLOUR_PAIR = new RegExp(String.raw`\b(?:${COLOURS})\s+(?:and|&)\s+(?:the\s+)?(?:${COLOURS})\b`, "gi");
const GENERIC = new Set(["inch", "pack", "and", "the", "with", "all"]);

/** "3.5 inch", "4-inch": an option named by its size (the screen protectors' options) */
const sizeIn = (text: string) => text.toLowerCase().match(/(\d+(?:\.\d+)?)\s*-?\s*(?:inch|in\b|")/)?.[1] ?? null;

const singular = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
const typedWords = (text: string) => wordsOf(text).map(singular);
const ownWords = (item: CatalogItem) => new Set([...catalogWords(item), ...wordsOf(item.name)]);

/** The words that name an option: not the item's own, no digits, no filler. */
const optionWords = (variant: Variant, itemWords: ReadonlySet<string>) =>
  wordsOf(variant.name).filter((w) => w.length >= 3 && !/\d/.test(w) && !GENERIC.has(w) && !itemWords.has(w));

/** Each of the item's options with how many of its words the text has, best first. */
function scoreOptions(text: string, item: CatalogItem) {
  const typed = new Set(typedWords(text));
  const itemWords = ownWords(item);
  const size = sizeIn(text);
  // the whole name typed out ("all black") beats a part of another's ("black and orange")
  const whole = (variant: Variant) =>
    ` ${wordsOf(text).join(" ")} `.includes(` ${wordsOf(variant.name).join(" ")} `) ? 1 : 0;
  return (item.variants ?? [])
    .map((variant) => ({
      variant,
      score:
        optionWords(variant, itemWords).filter((w) => typed.has(w)).length +
        whole(variant) +
        (size && sizeIn(variant.name) === size ? 2 : 0),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Whether each option is named by a word of its own that no other option of the item has ("purple and orange"
 * for Translucent Purple and Sunset Orange; "black" is no such word when two options are black). */
export function eachNamedApart(text: string, item: CatalogItem, options: readonly Variant[]): boolean {
  const typed = new Set(typedWords(text));
  const itemWords = ownWords(item);
  const all = item.variants ?? [];
  return options.every((v) =>
    optionWords(v, itemWords).some(
      (w) => typed.has(w) && all.every((o) => o === v || !optionWords(o, itemWords).includes(w)),
    ),
  );
}

/** Every word that names a colour or an option of some item, less the words of the catalogue's names. */
function colourWords(catalog: readonly CatalogItem[]): Set<string> {
  const names = new Set(catalog.flatMap((i) => [...ownWords(i)]));
  const options = catalog.flatMap((i) => (i.variants ?? []).flatMap((v) => optionWords(v, ownWords(i))));
  return new Set([...COLOUR_WORDS, ...options].filter((w) => !names.has(w)));
}

/** Whether the request names a colour or option at all. */
export function mentionsColour(text: string, catalog: readonly CatalogItem[]): boolean {
  const colours = colourWords(catalog);
  const size = sizeIn(text);
  if (size && catalog.some((i) => (i.variants ?? []).some((v) => sizeIn(v.name) === size))) return true;
  return typedWords(text).some((w) => colours.has(w));
}

export type NamedVariant = { found: Variant } | { ambiguous: Variant[] } | { unknown: string } | null;

/** The option of `item` the request names; an unknown colour; or null when it names none. */
export function variantNamed(text: string, item: CatalogItem, catalog: readonly CatalogItem[]): NamedVariant {
  const scored = scoreOptions(text, item);
  if (scored.length) {
    const best = scored.filter((s) => s.score === scored[0].score).map((s) => s.variant);
    return best.length === 1 ? { found: best[0] } : { ambiguous: best };
  }
  const colours = colourWords(catalog);
  const itemWords = ownWords(item);
  const unknown = typedWords(text).find((w) => colours.has(w) && !itemWords.has(w));
  return unknown ? { unknown } : null;
}

/** The one item whose option the request names when it names no item ("restock the glacier blue with 40"). */
export function itemByOption(text: string, items: readonly CatalogItem[]): CatalogItem | null {
  const scored = items
    .map((item) => ({ item, score: scoreOptions(text, item)[0]?.score ?? 0 }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0 || scored[1]?.score === scored[0].score) return null;
  return scored[0].item;
}

/** The text with every option's full name taken out ("carry case all black" -> "carry case "). */
export function withoutOptionNames(text: string, catalog: readonly CatalogItem[]): string {
  const names = [...new Set(catalog.flatMap((i) => (i.variants ?? []).map((v) => v.name.toLowerCase())))];
  return names.reduce((rest, name) => rest.split(name).join(" "), text);
}

/** The words with an add-on's size said as the console it fits ("the x55 size screen protectors" -> "the 5.5 inch
 * screen protectors", for the option "5.5-inch (X55)"), when the add-on is named and one of its sizes fits. */
export function sizesByConsole(text: string, catalog: readonly CatalogItem[]): string {
  const products = new Set(catalog.filter((i) => i.kind === "product").flatMap((i) => wordsOf(i.name)));
  for (const addon of catalog.filter((i) => i.kind === "addon")) {
    const own = wordsOf(addon.name).filter((w) => w.length >= 5 && !products.has(w));
    if (!own.some((w) => typedWords(text).includes(w))) continue;
    const sized = (addon.variants ?? []).flatMap((v) => {
      const [, size, model] = v.name.toLowerCase().match(/^(\d+(?:\.\d+)?)\s*-?\s*inch\s*\(([^)]+)\)/) ?? [];
      return model ? [{ size, words: wordsOf(model) }] : [];
    });
    // (by the console's whole name, or a word of it no other size's console has: "ultra" for "R36 Ultra")
    const fits = sized.flatMap(({ size, words }) => {
      // (never a code alone, "r36", that others' names start with)
      const apart = words.filter((w) => !/\d/.test(w) && sized.every((o) => o.words === words || !o.words.includes(w)));
      const names = [words.join(String.raw`\s+`), ...apart].join("|");
      const said = new RegExp(String.raw`\b(?:${names})s?(?:\s+size[ds]?)?\b`).exec(text);
      return said ? [{ said: said[0], size }] : [];
    });
    if (fits.length === 1) return text.replace(fits[0].said, `${fits[0].size} inch`);
  }
  return text;
}

/**
 * The item whose option a request names without naming a product: a product by its colour alone ("the
 * glacier blue"), or an add-on with its option ("the carry case all black"). An add-on named without an
 * option is left to the question about products, as before.
 */
export function optionOwner(text: string, catalog: CatalogItem[]): CatalogItem | null {
  const products = catalog.filter((i) => i.kind === "product");
  if (!("none" in matchCatalog(text, products))) return null;
  const addon = matchCatalog(
    text,
    catalog.filter((i) => i.kind === "addon"),
  );
  // an add-on with one of its options, or with a colour it does not come in (declined with its own)
  if ("found" in addon) return variantNamed(text, addon.found, catalog) ? addon.found : null;
  return itemByOption(text, products);
}

/** One colour's stock; the others keep theirs. */
export function variantStockPlan(item: CatalogItem, variant: Variant, next: number): Plan {
  const was = variant.stock ?? 0;
  if (next < 0) return askWith(`${item.name} ${variant.name} has only ${was} in stock, so that would go below 0.`, []);
  return propose(
    `I'll change the stock of ${item.name} in ${variant.name} from ${was} to ${next}; its other options keep ` +
      "theirs. Please review and approve.",
    [
      call("set_variant_stock", {
        ...(item.kind === "addon" ? { kind: "addon" } : {}),
        id: item.id,
        variant: variant.name,
        stock: next,
      }),
    ],
  );
}

/** A colour the item does not come in: declined, its own options offered in its place. */
export function unknownColour(req: Request, item: CatalogItem, colour: string): Plan {
  const options = item.variants ?? [];
  if (options.length === 0)
    return decline(`${item.name} has no options, so it has no ${colour} to restock. Here is what I can do:`, [
      { label: `Restock ${item.name} with 10`, prompt: `Restock ${item.name} with 10` },
    ]);
  const swapped = (name: string) => {
    const prompt = req.raw.replace(new RegExp(`\\b${colour}\\b`, "i"), name);
    return prompt === req.raw ? `${req.raw} (${name})` : prompt;
  };
  return decline(
    `${item.name} has no ${colour} option. It comes in ${options.map((v) => v.name).join(", ")}: which one?`,
    options.map((v) => ({ label: v.name, prompt: swapped(v.name) })),
  );
}
