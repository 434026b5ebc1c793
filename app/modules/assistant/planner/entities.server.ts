// Names to records: products and add-ons by the words of their names and slugs ("x55", "ultra",
// "carry case", "sd card"), customers by first or last name, orders by number, reviews by customer or
// rating, FAQs by their subject. A word shared by several records weighs less, so "r36" alone is
// ambiguous between two consoles and the planner asks. fuse.js ranks the closest names to offer when
// nothing matches.
import Fuse from "fuse.js";

import type { CatalogItem, FaqItem, OrderItem, ReviewItem } from "./lookup";
import { wordsOf } from "./words.server";

const STOP = new Set(
  "the a an of and with for to by in on at our my its it this that all every from is be me please can you".split(" "),
);

/** A word as a name word: "ultras" -> "ultra", "x55s" -> "x55", "protectors" -> "protector". */
const singular = (w: string) => (w.length > 3 && /[a-z0-9]s$/.test(w) && !/ss$/.test(w) ? w.slice(0, -1) : w);

/**
 * The words that name a record: its name's and slug's, less short ones and numbers an operator types as
 * amounts, counts or years; a run of five or more digits is part of the name ("Pocket 34463479").
 */
function nameWords(...texts: string[]): string[] {
  const words = texts.flatMap(wordsOf).filter((w) => !STOP.has(w) && (w.length >= 3 || /\d/.test(w)));
  return [...new Set(words.filter((w) => !/^\d{1,4}$/.test(w)))];
}

/** Does a typed word name this name word? Exactly, as a plural, or as the end of it ("sd" in "microsd"). */
function names(typed: string, word: string): boolean {
  if (typed === word || singular(typed) === word) return true;
  // (never a contraction's tail: the "ll" of "I'll" is no "shell")
  if (/^(?:ll|re|ve|nt)$/.test(typed)) return false;
  return typed.length >= 2 && word.length >= 5 && word.endsWith(typed) && !/\d/.test(typed);
}

export type Scored<T> = { item: T; score: number };

/** Records scored by the name words the text contains; each word weighs 1 / how many records share it. */
export function scoreByWords<T>(text: string, items: readonly T[], wordsFor: (item: T) => string[]): Scored<T>[] {
  const typed = wordsOf(text).filter((w) => !STOP.has(w));
  const itemWords = items.map(wordsFor);
  const shared = new Map<string, number>();
  for (const words of itemWords) for (const w of words) shared.set(w, (shared.get(w) ?? 0) + 1);
  return items
    .map((item, i) => {
      const matched = itemWords[i].filter((w) => typed.some((t) => names(t, w)));
      return { item, score: matched.reduce((sum, w) => sum + 1 / (shared.get(w) ?? 1), 0) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

export type Resolved<T> = { found: T } | { ambiguous: T[] } | { none: true };

/** One record when the best clearly beats the rest; the close ones when it does not. */
export function pick<T>(scored: Scored<T>[]): Resolved<T> {
  if (scored.length === 0) return { none: true };
  const [best, ...rest] = scored;
  const close = rest.filter((s) => s.score >= best.score * 0.67);
  if (close.length === 0) return { found: best.item };
  return { ambiguous: [best.item, ...close.map((s) => s.item)].slice(0, 3) };
}

export const catalogWords = (item: CatalogItem) => nameWords(item.name, item.slug);

export function matchCatalog(text: string, items: readonly CatalogItem[]): Resolved<CatalogItem> {
  return pick(scoreByWords(text, items, catalogWords));
}

/** The records whose names are closest to some words, for "did you mean" buttons. */
export function closestNames<T extends { name: string }>(query: string, items: readonly T[], limit = 3): T[] {
  const fuse = new Fuse(items as T[], { keys: ["name"], threshold: 0.6, ignoreLocation: true });
  return fuse
    .search(query)
    .slice(0, limit)
    .map((r) => r.item);
}

const personWords = (name: string) => wordsOf(name).filter((w) => w.length >= 2);

/** Reviews by a customer named in the text (first or last name). */
export function matchReviewer(text: string, reviews: readonly ReviewItem[]): Resolved<ReviewItem[]> {
  const scored = scoreByWords(text, reviews, (r) => personWords(r.customerName));
  if (scored.length === 0) return { none: true };
  const best = scored[0].score;
  const top = scored.filter((s) => s.score >= best * 0.99);
  const names = new Set(top.map((s) => s.item.customerName));
  if (names.size === 1) return { found: top.map((s) => s.item) };
  return { ambiguous: [...names].slice(0, 3).map((n) => reviews.filter((r) => r.customerName === n)) };
}

/** An email address in the words as typed (the normalised text may have corrected its parts as typos). */
export const EMAIL_IN_WORDS = /[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;

/** An order named in the text: by number ("RH-4F7K2M9Q1A", "4f7k2m9q1a"), "the latest order", or customer. */
export function matchOrder(
  text: string,
  orders: readonly OrderItem[],
): Resolved<OrderItem> | { unknownNumber: string } | { none: true } {
  const explicit = text.match(/\brh-?([0-9a-z]{4,12})\b/);
  if (explicit) {
    const number = `RH-${explicit[1].toUpperCase()}`;
    const order = orders.find((o) => o.orderNumber === number);
    return order ? { found: order } : { unknownNumber: number };
  }
  // a bare number without its "RH-": a mixed token of letters and digits that is one of the orders
  for (const [token] of text.matchAll(/\b[0-9a-z]{6,12}\b/g)) {
    if (!/\d/.test(token) || !/[a-z]/.test(token)) continue;
    const order = orders.find((o) => o.orderNumber === `RH-${token.toUpperCase()}`);
    if (order) return { found: order };
    if (token.length === 10 && /\d.*[a-z]|[a-z].*\d.*[a-z]/.test(token) && !/^[a-z]+\d+$/.test(token))
      return { unknownNumber: `RH-${token.toUpperCase()}` };
  }
  if (/\b(?:latest|last|newest|most\s+recent|recent)\s+(?:order|one)\b/.test(text)) {
    return orders[0] ? { found: orders[0] } : { none: true };
  }
  const scored = scoreByWords(text, orders, (o) => personWords(o.customerName));
  if (scored.length === 0) return { none: true };
  const best = scored.filter((s) => s.score >= scored[0].score * 0.99);
  const people = new Set(best.map((s) => s.item.customerName));
  // a customer's newest order (orders come newest first)
  if (people.size === 1) return { found: best[0].item };
  return { ambiguous: best.map((s) => s.item).slice(0, 3) };
}

const FAQ_NOISE = new Set(
  "faq faqs question questions answer answers about remove delete update change edit new add the one".split(" "),
);
/** "emulation" and "emulate", "payments" and "payment": a word's stem, its first six letters when long */
const stem = (w: string) => w.replace(/(?:ing|es|s)$/, "").slice(0, 6);

/** The FAQ a text is about, by the words of its question ("the returns FAQ", "the FAQ about games"). */
export function matchFaq(text: string, faqs: readonly FaqItem[]): Resolved<FaqItem> {
  const words = wordsOf(text).filter((w) => !FAQ_NOISE.has(w) && !STOP.has(w));
  const probe = words.map(stem).join(" ");
  const scored = scoreByWords(probe, faqs, (f) =>
    [
      ...new Set(
        wordsOf(f.question)
          .filter((w) => !STOP.has(w) && w.length > 2)
          .map(stem),
      ),
    ].filter((w) => !["do", "you", "how", "what", "which", "does", "can", "long"].includes(w)),
  );
  return pick(scored);
}
