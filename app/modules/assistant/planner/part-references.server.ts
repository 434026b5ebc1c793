// What a part of a message points back to, and when the whole message says more than its parts: "it" is the
// item an earlier sentence named ("the controller has sat in draft for ages. Can you put it live?"), "her order"
// the order of the customer an earlier sentence named, and a reading of the whole message that only adds what
// other sentences said to the parts' own changes ("…went Royal Mail. Please mark it as shipped.") is the one
// proposed. Pure, so unit-tested.
import { COLOUR_WORDS } from "./colours.server";
import { matchCatalog, matchOrder } from "./entities.server";
import type { CatalogItem, OrderItem } from "./lookup";

/** The one catalogue item the latest of these parts to name one names, if any. */
export function lastNamed(parts: string[], catalog: CatalogItem[]): CatalogItem | undefined {
  for (const part of [...parts].reverse()) {
    const found = matchCatalog(part.toLowerCase(), catalog);
    if ("found" in found) return found.found;
  }
  return undefined;
}

/** The order of the one customer the latest of these parts to name one names, if any. */
export function lastCustomer(parts: string[], orders: OrderItem[]): string | undefined {
  for (const part of [...parts].reverse()) {
    const found = matchOrder(part.toLowerCase(), orders);
    if ("found" in found) return found.found.orderNumber;
  }
  return undefined;
}

/** "…and megan's too", "and neil gray's as well": a part that names only someone else for the same change. */
// ("same for callum's", "the same with megan": said before the name)
const ALSO = new RegExp(
  String.raw`^(?:and\s+)?(?:also\s+)?(.+?)\s+(?:too|as\s+well|also)[\s.!]*$|` +
    String.raw`^(?:and\s+)?(?:the\s+)?same\s+(?:for|with)\s+(.+?)[\s.!]*$`,
  "i",
);

/** The part before said again for the customer this part names ("mark callum's order as processing and megan's
 * too" -> "mark megan's order as processing"); null when the part says more than a name, or either names no one. */
export function sameChangeFor(part: string, before: string, records: { customerName: string }[]): string | null {
  const also = part.trim().match(ALSO);
  const named = also?.[1] ?? also?.[2];
  return named ? changeOf(named, before, records) : null;
}

/** "priya's and megan's to processing", "mark priya's and callum's as processing": a part that is only a name (after
 * the verb) before the change said for the next name is that change for it; null when the part says more. */
function changeBefore(part: string, after: string | undefined, records: { customerName: string }[]): string | null {
  if (after === undefined) return null;
  const verb = part.trim().match(/^(?:mark|set|move|put|make|change)\s+/i)?.[0] ?? "";
  const named = part
    .trim()
    .slice(verb.length)
    .replace(/^(?:and|&)\s+|[\s,&]+$/gi, "");
  const change = changeOf(named, after, records);
  return change && verb && !change.toLowerCase().startsWith(verb.toLowerCase()) ? `${verb}${change}` : change;
}

/** `change` said for the one customer `named` names, in place of the one customer it names. */
function changeOf(named: string, change: string, records: { customerName: string }[]): string | null {
  const people = records.flatMap((r) => r.customerName.toLowerCase().split(/\s+/));
  const nameWords = (text: string) =>
    [...text.matchAll(/\b([a-z]+?)(?:'?s)?\b/gi)].filter(([, w]) => people.includes(w.toLowerCase()));
  const now = nameWords(named);
  const rest = named.replace(/\b[a-z]+'?s?\b/gi, (w) => (now.some(([m]) => m === w) ? "" : w));
  if (now.length !== 1 || /\S/.test(rest.replace(/\b(?:order|review|one)\b/gi, ""))) return null;
  const was = nameWords(change);
  if (was.length !== 1) return null;
  return change.replace(new RegExp(`\\b${was[0][1]}`, "i"), now[0][1]);
}

/** A part without its noun with the noun of the part before: "megan's to processing" after an order's change is
 * "megan's order to processing" (the noun after the name it belongs to), else the noun at the end. */
export function withNoun(part: string, noun: string): string {
  const owner = /^(\s*(?:[a-z]+\s+){0,2}?[a-z]+'s)(?!\s+(?:orders?|reviews?|faqs?|products?|add-?ons?)\b)/i;
  return owner.test(part) ? part.replace(owner, `$1 ${noun}`) : `${part} ${noun}`;
}

/** A clause carries a figure of its own: not an item's code ("r36s") nor how long ("for 48 hours only, the dock at
 * £12.99" is one request, the time and the price of one sale). */
export const ownFigure = (clause: string) =>
  /\d/.test(clause.replace(/\b[a-z]+\d+[a-z]*\b|\b\d+\s*(?:hours?|hrs?|days?|weeks?)\b/gi, ""));

const WAY = /\b(?:cheaper|dearer|lower|higher|down|up|less|more)\b/i;
/** "x55 cheaper by a fiver n the r36s by 2 quid": a part that changes a price "by" an amount, saying neither way,
 * goes the one way the part before said ("the r36s by 2 quid cheaper"); null otherwise. */
export function sameDirection(part: string, before: string): string | null {
  if (!/\bby\s+(?:£|\d|a\s+(?:fiver|tenner|quid)\b)/i.test(part) || WAY.test(part)) return null;
  const ways = [...new Set([...before.matchAll(new RegExp(WAY.source, "gi"))].map(([w]) => w.toLowerCase()))];
  return ways.length === 1 ? `${part} ${ways[0]}` : null;
}

/** The change of the part before, said again for what this part names (a customer, or an item "by" an amount), or
 * the change of the part after, for the name this part is. */
export const changeBeside = (parts: string[], i: number, records: { customerName: string }[]) =>
  (i > 0 && (sameChangeFor(parts[i], parts[i - 1], records) ?? sameDirection(parts[i], parts[i - 1]))) ||
  changeBefore(parts[i], parts[i + 1], records);

const TO_FIGURE = String.raw`\s+to\s+£?\d+(?:\.\d{1,2})?\s*$`;
/** "case to 11.99, sd card to 13.49": after a clause ending "to <figure>", a clause that is only an item named in
 * a word or two ("sd" is part of "microsd") and a figure after "to" is a request of its own; a colour, or words no
 * item's name holds, stay in the clause before. */
function parallelClauses(text: string, names: string[]): string {
  const nameWords = [...new Set(names.flatMap((n) => n.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []))];
  const naming = (w: string) => w.length >= 2 && !COLOUR_WORDS.has(w) && nameWords.some((n) => n.includes(w));
  const right = new RegExp(String.raw`^(?:the\s+)?([a-z0-9]+(?:\s+[a-z0-9]+){0,2})${TO_FIGURE}`, "i");
  const parts = text.split(/(,\s+)/);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const next = parts[i + 1].match(right);
    const words = next?.[1].toLowerCase().split(/\s+/) ?? [];
    const split =
      new RegExp(TO_FIGURE, "i").test(out.split(";").at(-1)!) &&
      words.some(naming) &&
      !words.some((w) => COLOUR_WORDS.has(w));
    out += (split ? ";" : parts[i]) + parts[i + 1];
  }
  return out;
}

/** "case to 11.99 sd card to 13.49": after a price, a few words and "to" or "at" a figure are the next item's price,
 * comma or not (never a sale's "off", a time's "from", "till" or "am", nor "and", which parts requests itself). */
const PRICE_THEN_PRICE = new RegExp(
  String.raw`(?<=£\s?\d+(?:\.\d{1,2})?|\b\d+\.\d{2})\s+` +
    String.raw`(?=(?:(?!(?:off|from|for|on|till|until|by|am|pm|and|or|then)\b)[a-z][a-z0-9]*\s+){1,3}` +
    String.raw`(?:(?:down|up)\s+)?(?:to|at)\s+£?\d)`,
  "gi",
);

/** "dock down to 14.49, battery down to 18.99": a comma before an item's name starts a part when the
 * clauses on both sides carry their own figure (a list of colours under one item stays whole). */
export function itemClauses(text: string, names: string[]): string {
  const words = [...new Set(names.flatMap((n) => n.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []))].filter(
    (w) => !/^(?:the|and|for|pack|inch|card)$/.test(w),
  );
  if (words.length === 0) return text;
  const comma = new RegExp(String.raw`,\s+(?=(?:the\s+)?(?:${words.join("|")})\b)`, "gi");
  let start = 0;
  const parted = text.replace(PRICE_THEN_PRICE, ";").replace(comma, (m, offset: number) => {
    const left = text.slice(start, offset);
    const right = text.slice(offset + m.length).split(/[,;]/)[0];
    if (!ownFigure(left) || !ownFigure(right)) return m;
    start = offset + m.length;
    return ";";
  });
  return parallelClauses(parted, names);
}
