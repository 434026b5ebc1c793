// Records a request names that no proposed card takes: a product named by its own word ("x55", "ultra") when cards
// change the catalogue, and an option ("purple") of an item a card changes when no card names that option. Either
// means a part of the request was left out of the plan.
import type { ToolCall } from "../assistant.schema";
import type { CatalogItem } from "./lookup";
import { COMMON_WORDS } from "./words.server";

/** Words of a record's name that no other record of its kind has, and that are no common words. */
const GENERIC = new Set([
  "the",
  "and",
  "for",
  "with",
  "all",
  "pack",
  "edition",
  "retro",
  "handheld",
  "console",
  "card",
]);
const wordsIn = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Words a request uses for what to do, not which record: a product called "Draft Pocket" is not named by "put the
 * Violet Pocket on draft". */
const SHOP_WORDS = new Set([
  ...COMMON_WORDS,
  ...["draft", "drafts", "published", "publish", "unpublish", "live", "hidden", "hide", "pending", "processing"],
  ...["shipped", "delivered", "cancelled", "sale", "price", "stock"],
]);

export function ownWords(item: CatalogItem, catalog: readonly CatalogItem[]): string[] {
  const others = catalog.filter((i) => i.id !== item.id).flatMap((i) => wordsIn(`${i.name} ${i.slug}`));
  return [...new Set(wordsIn(`${item.name} ${item.slug}`))].filter(
    (w) => w.length >= 3 && !GENERIC.has(w) && !SHOP_WORDS.has(w) && !others.includes(w) && /[a-z]/.test(w),
  );
}

/** The records a card changes: its own, a sale's items, and what a changed add-on is for. */
function touched(changes: readonly ToolCall[], catalog: readonly CatalogItem[]): Set<string> {
  const ids = changes
    .filter((c) => CATALOG.test(c.name))
    .flatMap((c) => [c.arguments.id, ...((c.arguments.items as { id?: string }[] | undefined) ?? []).map((i) => i.id)]);
  const out = new Set(ids.filter((x): x is string => typeof x === "string"));
  for (const i of catalog) if (out.has(i.id) && i.linkedProductId) out.add(i.linkedProductId);
  return out;
}

const CATALOG = /^(?:update_product|update_addon|set_variant_stock|create_sale|delete_product|delete_addon)$/;

/** A name said only to be left out: "not the x55", "leave the ultra alone", "don't ship callum's". */
export const negated = (text: string, word: string) =>
  new RegExp(
    String.raw`\b(?:not|leave|except|apart\s+from|but\s+not|don'?t\s+\w+|do\s+not\s+\w+)\s+(?:the\s+)?${word}|` +
      // ("…, priya leave as is", "the battery stays put")
      String.raw`\b${word}(?:'?s)?\s+(?:(?:leave|keep)(?:\s+\w+)?\s+|stays?\s+|can\s+stay\s+|(?:is|'s)\s+staying\s+)` +
      String.raw`(?:as\s+(?:it\s+)?is|alone|put|unchanged|the\s+same)\b`,
  ).test(text);

const said = (text: string, word: string) => new RegExp(String.raw`\b${word}(?:s|'s)?\b`).test(text);

/** A product named by a word of its own that no catalogue card touches. */
export function productLeftOver(
  text: string,
  changes: readonly ToolCall[],
  catalog: readonly CatalogItem[],
): string | null {
  const ids = touched(changes, catalog);
  if (!ids.size || changes.some((c) => c.arguments.target && c.arguments.target !== "items")) return null;
  // (an add-on named for the product it fits, "the r36s case", names that product too)
  const named = catalog
    .filter((i) => ids.has(i.id))
    .flatMap((i) => wordsIn(`${i.name} ${(i.variants ?? []).map((v) => v.name).join(" ")}`));
  for (const p of catalog.filter((i) => i.kind === "product" && !ids.has(i.id))) {
    const word = ownWords(p, catalog).find((w) => said(text, w) && !named.includes(w) && !negated(text, w));
    if (word) return word;
  }
  return null;
}

/** An option named of an item a card changes, that no card takes. */
export function optionLeftOver(
  text: string,
  changes: readonly ToolCall[],
  catalog: readonly CatalogItem[],
): string | null {
  // (a word of an option some card does take, or of an item's own name, names no other option: "midnight black
  // r36s" with "stealth black x55", "the r36s retro handheld" beside "retro grey")
  const taken = changes.flatMap((c) => (typeof c.arguments.variant === "string" ? wordsIn(c.arguments.variant) : []));
  for (const c of changes) {
    const item = catalog.find((i) => i.id === c.arguments.id);
    const variants = item?.variants ?? [];
    const itemWords = wordsIn(`${item?.name ?? ""} ${item?.slug ?? ""}`);
    for (const v of variants) {
      const others = variants.filter((o) => o !== v).flatMap((o) => wordsIn(o.name));
      const own = wordsIn(v.name).filter(
        (w) =>
          w.length >= 3 &&
          !GENERIC.has(w) &&
          !others.includes(w) &&
          !taken.includes(w) &&
          !itemWords.includes(w) &&
          /^[a-z]+$/.test(w),
      );
      const word = own.find((w) => said(text, w));
      if (word && !changes.some((x) => x.arguments.id === c.arguments.id && x.arguments.variant === v.name))
        return word;
    }
  }
  return null;
}
