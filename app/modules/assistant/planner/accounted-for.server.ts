// A last look at a plan against the words it came from, whatever their wording: each quoted wording, figure,
// carrier, customer, product and option the request names should be taken by some proposed card (or said not
// understood), and nothing a card sets should be what the operator took back ("75.99, no, 76.99"), said it is
// not ("shipped not delivered") or contradicted ("6 got binned" read as 6 more). When part of the request is
// left over, the plan does not account for it, and a question is far better than a wrong card.
import { isReadOnly, type Plan, type ToolCall } from "../assistant.schema";
import { actionLeftOver, stringsOf } from "./accounted-actions.server";
import { directionContradicted, saleDayMissed } from "./accounted-changes.server";
import { splitAtCorrection, valueTakenBack } from "./accounted-corrections.server";
import { figureLeftOver } from "./accounted-figures.server";
import { negated, optionLeftOver, productLeftOver } from "./accounted-names.server";
import { moneyWords } from "./amounts.server";
import type { CatalogItem, OrderItem } from "./lookup";
import { digitsForWords } from "./words.server";

/** Wording in quotes: opened after a space, a colon or the start, closed before a space, punctuation or the end
 * (so "dave's" and "we'll" inside it are no quotes). */
const QUOTED = /(?:^|[\s:(])['"‘“](.{2,}?)['"’”](?=$|[\s.,!?;:)-])/g;

const CARRIERS: [RegExp, string][] = [
  [/\broyal\s*mail\b/, "royal_mail"],
  [/\bparcel\s*force\b/, "parcelforce"],
  [/\bdpd\b|\bd\s+p\s+d\b/, "dpd"],
  [/\bevri\b|\bhermes\b/, "evri"],
  [/\bdhl\b|\bd\s+h\s+l\b/, "dhl"],
  [/\bups\b|\bu\s+p\s+s\b/, "ups"],
  [/\byodel\b/, "yodel"],
];

const lower = (s: string) => s.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/** A quoted wording that no card carries whole, or a card's wording cut across a quote ("18 Dec' - wait"). */
function quoteLeftOver(text: string, changes: readonly ToolCall[], catalog: readonly CatalogItem[]): string | null {
  const carried = changes.flatMap((c) => stringsOf(c.arguments)).map(lower);
  const stray = carried.find((s) => /['"]/.test(s.replace(/(?<=[a-z])'(?=[a-z])|(?<=s)'(?=\s)/g, "")));
  if (stray) return stray;
  const named = changes.flatMap((c) => catalog.filter((i) => i.id === c.arguments.id).map((i) => lower(i.name)));
  for (const m of text.matchAll(QUOTED)) {
    const quote = lower(m[1])
      .trim()
      .replace(/[.!]+$/, "");
    if (!quote || [...carried, ...named].some((s) => s.includes(quote))) continue;
    return m[1];
  }
  return null;
}

/** A wording quoted before a correction that quotes nothing new, that no card carries even in part: the card
 * sets some other wording ("say 'Free gift with every X55' - scrap that": cleared, not kept). */
function quoteDropped(split: { before: string; after: string }, changes: readonly ToolCall[]): string | null {
  if (split.after.search(QUOTED) >= 0) return null;
  const carried = changes.flatMap((c) => stringsOf(c.arguments)).map((s) => new Set(lower(s).match(/[a-z0-9]+/g)));
  for (const m of split.before.matchAll(QUOTED)) {
    const words = lower(m[1]).match(/[a-z0-9]+/g) ?? [];
    if (!carried.some((s) => 2 * words.filter((w) => s.has(w)).length >= words.length)) return m[1];
  }
  return null;
}

/** A carrier named that no card records, when a card records a parcel. */
function carrierLeftOver(text: string, changes: readonly ToolCall[]): string | null {
  const shipping = changes.filter((c) => c.arguments.carrier !== undefined || c.arguments.trackingNumber !== undefined);
  if (!shipping.length) return null;
  for (const [pattern, code] of CARRIERS)
    if (pattern.test(text) && !shipping.some((c) => c.arguments.carrier === code)) return code.replace("_", " ");
  return null;
}

/** A customer named whose order no card changes, when cards change orders. */
function customerLeftOver(text: string, changes: readonly ToolCall[], orders: readonly OrderItem[]): string | null {
  const changed = new Set(changes.map((c) => c.arguments.orderNumber).filter((n) => typeof n === "string"));
  if (!changed.size) return null;
  const words = new Set(text.match(/[a-z]+/g) ?? []);
  const byName = new Map<string, string[]>();
  for (const o of orders) {
    const first = lower(o.customerName).split(/\s+/)[0];
    byName.set(first, [...(byName.get(first) ?? []), o.orderNumber]);
  }
  for (const [first, numbers] of byName) {
    const said = words.has(first) || words.has(`${first}s`);
    if (first.length > 2 && said && !negated(text, first) && !numbers.some((n) => changed.has(n))) return first;
  }
  return null;
}

/** The request less the parts the plan's message answers in their own words ("I didn't understand “…”",
 * "For “…”: which do you mean?"): those are accounted for by the message, not by a card. */
function withoutAnswered(text: string, message: string): string {
  let out = text;
  // (with any quotes of its own, so no stray quote mark pairs with another)
  for (const m of message.matchAll(/“(.+?)”/g)) {
    const at = out.indexOf(lower(m[1]));
    if (at < 0) continue;
    const end = at + m[1].length;
    const from = /['"]/.test(out[at - 1] ?? "") && /['"]/.test(out[end] ?? "") ? at - 1 : at;
    out = `${out.slice(0, from)} ${out.slice(from === at ? end : end + 1)}`;
  }
  return out;
}

/** Why the plan does not account for the request, as a question, or null when it does. */
export function unaccountedFor(
  raw: string,
  plan: Plan,
  catalog: readonly CatalogItem[],
  orders: readonly OrderItem[],
  now: Date,
): string | null {
  const changes = plan.toolCalls.filter((c) => !isReadOnly(c.name));
  if (!changes.length) return null;
  const text = withoutAnswered(lower(raw), plan.message ?? "");
  // (a correction is read in the whole request, even where the message answers the corrected part on its own)
  const taken = valueTakenBack(digitsForWords(moneyWords(lower(raw))), changes, catalog);
  if (taken) return `You seem to have changed your mind about “${taken}”. What should I do?`;
  // what was said before a correction was replaced (checked above); the rest must all be accounted for
  const split = splitAtCorrection(text);
  // (a price typed as "109 pounds 99" is one price; number words are read only in a correction,
  // "make that fifteen", where a word is likely the replacement)
  const kept = split
    ? digitsForWords(moneyWords(split.after))
    : text.replace(/\b(\d{1,6})\s+(?:pounds?|quid)\s+(\d{2})\b/g, "£$1.$2");
  const quote = quoteLeftOver(kept, changes, catalog) ?? (split && quoteDropped(split, changes));
  if (quote) {
    // (shown as typed: the request was read in lower case, letter for letter)
    const at = lower(raw).indexOf(quote);
    const typed = at < 0 ? quote : raw.slice(at, at + quote.length);
    return `I'm not sure where “${typed}” should go. Could you say it again on its own?`;
  }
  const unquoted = kept.replace(QUOTED, " ");
  const figure = figureLeftOver(unquoted, changes, plan.toolCalls, catalog, orders);
  if (figure) return `I couldn't tell what the ${figure} is for. Could you say that part again?`;
  const carrier = carrierLeftOver(unquoted, changes);
  if (carrier) return `Which carrier was it: did it go with ${carrier.toUpperCase()}?`;
  const customer = customerLeftOver(unquoted, changes, orders);
  if (customer) return `What should happen to ${customer[0].toUpperCase()}${customer.slice(1)}'s order?`;
  const product = productLeftOver(unquoted, changes, catalog);
  if (product) return `What should happen to the ${product}?`;
  const option = optionLeftOver(unquoted, changes, catalog);
  if (option) return `What should happen to the ${option} one?`;
  // ("nova to 80 hide rosa's review": an action ordered without the comma that parts it, dropped from the plan)
  const action = actionLeftOver(unquoted, changes);
  if (action) return `You asked me to ${action} something, but nothing I'd propose does that. What should I ${action}?`;
  const direction = directionContradicted(unquoted, changes, catalog);
  if (direction) return `You said ${direction}, but that change goes the other way. What should it be?`;
  if (saleDayMissed(unquoted, changes, now))
    return "That sale's dates don't match the day you named. When should it start and end?";
  return null;
}
