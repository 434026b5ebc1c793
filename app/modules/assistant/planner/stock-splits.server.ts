// A count for every option said with its split ("restock the x55 with 30, 10 of each colour", "12 more, 4 of
// each"): each option gets its share, never the whole count; a total the shares do not add up to is asked about.
import { withoutModels } from "./catalog-intents.server";
import type { CatalogItem } from "./lookup";
import { wordsOf } from "./words.server";

type Quantity = { n: number; index: number; signed: boolean };
// ("10 per colour" is a share as "10 of each" is)
const SHARE = /(?<![\w.£])(\d{1,7})\s+(?:(?:x\s+)?(?:of\s+)?each|per\s+(?:colou?r|option|size))\b/;
/** "30 more, split evenly across the colours": the count shared out, as many to each option */
export const EVENLY = new RegExp(
  String.raw`\b(?:split|spread|shared|divided)\s+(?:evenly\s+|equally\s+)?(?:across|between|over|among)\s+` +
    String.raw`(?:all\s+)?(?:the\s+|its\s+)?(?:colou?rs|options|sizes)\b`,
);

/** The share each of `options` options gets: the count beside "each" when a total is said too (null when
 * none is), or "mismatch" when the total is not that share times the options. */
export function eachShare(text: string, options: number): Quantity | "mismatch" | null {
  const bare = withoutModels(text);
  if (EVENLY.test(bare)) {
    const counts = [...bare.matchAll(/(?<![\w.£])(\d{1,7})(?![\w%.£])/g)].map((m) => Number(m[1]));
    if (counts.length !== 1 || counts[0] % options !== 0) return "mismatch";
    return { n: counts[0] / options, index: 0, signed: false };
  }
  const share = bare.match(SHARE);
  if (!share) return null;
  const others = [...bare.replace(SHARE, " ").matchAll(/(?<![\w.£])(\d{1,7})(?![\w%.£])/g)].map((m) => Number(m[1]));
  if (others.length === 0) return null;
  if (others.length > 1 || others[0] !== Number(share[1]) * options) return "mismatch";
  return { n: Number(share[1]), index: share.index!, signed: false };
}

/** "the count is 0 now", "stock is 12": a level stated is the new count, never an amount added or taken. */
export const STATED_LEVEL =
  /\b(?:stock|level|count|qty|quantity|total)\s+(?:is|are|=)\s+(?:now\s+)?\d|\b(?:is|are)\s+\d+\s+now\b/;

/** "ultra 4 carbon black 2 arctic white 2 ocean teal": two or more of one item's options, each after its own count,
 * no money, and no figure left over at the end to belong to the last option instead. */
export function countsBeforeOptions(text: string, catalog: CatalogItem[]): boolean {
  if (/£|%|\b(?:price|prices|cost|quid|pounds?|refund)\b/.test(text) || /\d\s*$/.test(text)) return false;
  return catalog.some((item) => {
    const counted = (item.variants ?? []).filter((v) => {
      const name = wordsOf(v.name).join("[\\s-]+");
      return v.name && new RegExp(String.raw`(?<![\w.£])\d{1,7}\s+${name}\b`).test(text);
    });
    return counted.length >= 2;
  });
}
