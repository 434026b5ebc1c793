// A request after a story: "Nobody's buying the battery upgrade at £19.99, it's been sat there for weeks. Try it
// at £16.49." The sentences before the request say why (a marketplace's price, a supplier, a stocktake, who
// rang), and their words (Amazon, "for weeks", "after all") can send the whole message down the wrong intent.
// When the whole message proposes no change, the last sentence is read on its own, with "it", "her order" and
// "his review" standing for the item, the customer or the review the story named. Pure, so unit-tested; the
// planner decides whether the story asked for anything itself.
import { isReadOnly, type Plan, type PlanMessage } from "../assistant.schema";
import { catalogWords, matchCatalog, scoreByWords } from "./entities.server";
import type { CatalogItem, OrderItem, PlannerLookup, ReviewItem } from "./lookup";
import { wordsOf } from "./words.server";

/** A quoted value ('Glad we could sort it out, Dave - enjoy!'): its full stops end no sentence. */
const QUOTED = /(^|[\s:(])(["“‘']).*?["”’'](?=$|[\s.,!?;:)])/g;

/** The sentences of a message, split after . ! or ? outside quoted values. */
export function sentencesOf(text: string): string[] {
  const masked = text.replace(QUOTED, (m) => m.replace(/[.!?]/g, "\u0000"));
  const out: string[] = [];
  let start = 0;
  for (const m of masked.matchAll(/[.!?]+\s+(?=\S)/g)) {
    const end = (m.index ?? 0) + m[0].length;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => /[a-z0-9]/i.test(s));
}

export type Told = { context: string[]; request: string };

/** The story and the request after it: the last sentence, or what follows ", so" in it ("I don't want us to be
 * the dearest, so bring ours down to £112.49"). Null for a message of one sentence. */
export function toldRequest(text: string): Told | null {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return clauseAfterStory(text);
  const last = sentences[sentences.length - 1];
  const so = /,\s*so\s+(?!much\b|many\b|far\b|that\b)/i.exec(last);
  const context = sentences.slice(0, -1);
  if (so) return { context: [...context, last.slice(0, so.index)], request: last.slice(so.index + so[0].length) };
  return { context, request: last };
}

/** In one sentence, the story and a command after its last comma, dash or "so" that starts one ("nobody's bought
 * the battery all month, try it at 16.99"); null when no clause after a break starts as a command. */
function clauseAfterStory(text: string): Told | null {
  const masked = text.replace(QUOTED, (m) => m.replace(/[,-]|\bso\b/g, "\u0000"));
  for (const m of [...masked.matchAll(/(?:,|\s+-+|\s+so)\s+(?=\S)/gi)].reverse()) {
    const at = m.index ?? 0;
    const request = text.slice(at + m[0].length).trim();
    const story = text.slice(0, at).trim();
    // (a story with a count or a "no" of its own may be what the command is about, "one of her two r36s came back,
    // refund her for that one", "no discount on the x55, end the sale": the whole message is read instead)
    const own = /\d|\b(?:one|two|three|four|five|six|both|half|no|not|never|none)\b|n't\b|\?/i;
    if (/[a-z]/i.test(story) && !own.test(story) && COMMAND.test(request)) return { context: [story], request };
  }
  return null;
}

type Shop = { catalog: readonly CatalogItem[]; orders: readonly OrderItem[]; reviews: readonly ReviewItem[] };

/** The first customer the story names (first or last name), by the first name the shop holds. */
function customerIn(words: ReadonlySet<string>, shop: Shop): string | null {
  const names = [...shop.orders.map((o) => o.customerName), ...shop.reviews.map((r) => r.customerName)];
  const name = names.find((n) => wordsOf(n).some((w) => w.length >= 3 && words.has(w)));
  // (the first name, as an owner says it: "Moss's" would read as a typo)
  return name ? name.split(/\s+/)[0] : null;
}

/** A sentence that starts as a request does: a verb of the shop's changes, after "please", "can you", "let's". */
const COMMAND = new RegExp(
  String.raw`^(?:(?:please|pls|can\s+you|could\s+you|would\s+you|will\s+you|just|so|then|ok(?:ay)?|right|now|` +
    String.raw`let'?s)\s+)*(?:try|make|set|put|stick|pop|add|note|match|drop|bring|take|hide|unhide|reply|mark|` +
    String.raw`change|move|lower|raise|reduce|cut|knock|bump|refund|cancel|ship|publish|unpublish|delete|remove|bin|` +
    String.raw`restock|update|have|give|send|switch|turn|end)\b`,
  "i",
);
/** A sentence that asks to see something: a question, or a word that asks. */
const ASKS = /\?\s*$|^(?:how|what|whats|what's|which|who|show|list|tell|check|any)\b/i;
const PRONOUN = /\b(?:it|its|him|her|his|hers|them|their|that|this|those|these|ours|she|he|they)\b/i;

/** Replaces outside quoted values only: a reply's or a note's own words are kept as typed. */
const outsideQuotes = (text: string, edit: (plain: string) => string) =>
  text
    .split(/((?:^|[\s:(])["“‘'].*?["”’'](?=$|[\s.,!?;:)]))/)
    .map((piece, i) => (i % 2 ? piece : edit(piece)))
    .join("");

/** The request with what its pronouns stand for written in: "try it at £16.49" after a story about the battery
 * upgrade is "try Battery Upgrade at £16.49"; "stick a note on her order" after "Priya rang" is Priya's order. A
 * pronoun the story names nothing for is left, so the planner asks rather than guesses. */
export function withReferents({ context, request }: Told, shop: Shop): string | null {
  // only a command has its pronouns written in ("she's happy to keep it but…" is more story); a sentence that is
  // no command is read only when it needs no referent ("Ultra goes to £84.99 please")
  if (!COMMAND.test(request)) return PRONOUN.test(request) ? null : request;
  const story = context.join(" ");
  const person = customerIn(new Set(wordsOf(story)), shop);
  const reviewed =
    /\breviews?\b/i.test(story) && person && shop.reviews.some((r) => r.customerName.startsWith(`${person} `));
  const item = matchCatalog(story, shop.catalog);
  const thing = reviewed ? `${person}'s review` : "found" in item ? item.found.name : null;
  const ownsRecord = "found" in matchCatalog(request, shop.catalog) || !!customerIn(new Set(wordsOf(request)), shop);
  return outsideQuotes(request, (plain) => {
    let out = plain;
    if (person)
      out = out
        .replace(/\b(?:his|her|their)\s+(order|review|parcel)\b/gi, (_, what: string) => `${person}'s ${what}`)
        .replace(/\b(?:him|her)\b(?=\s+(?:for|back|£|\d|half|the|a|an|in\s+full)\b)/gi, person);
    if (thing && !ownsRecord) out = out.replace(/\b(?:it|ours|them|that\s+one)\b/gi, thing);
    return out;
  });
}

/** Whether a plan proposes a change (a look-up alone is no answer to a request). */
const changes = (plan: Plan) => plan.toolCalls.some((c) => !isReadOnly(c.name));

/** The plan for a request after a story, when the whole message proposed no change: the request read on its own
 * with its referents, kept only when it proposes a change and no sentence of the story asks for one itself (a
 * story that asks is two requests, which the whole message's plan answers). */
export async function planAfterStory(
  messages: readonly PlanMessage[],
  whole: Plan,
  lookup: PlannerLookup,
  planText: (text: string) => Promise<Plan>,
): Promise<Plan> {
  const typed = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  if (changes(whole) || typed.includes("\n\nAttachments:")) return whole;
  const told = toldRequest(typed.trim());
  if (!told) return whole;
  const [catalog, orders, reviews] = await Promise.all([lookup.catalog(), lookup.orders(), lookup.reviews()]);
  const request = withReferents(told, { catalog, orders, reviews });
  if (!request) return whole;
  const alone = await planText(request);
  // (a sale keeps to the whole message: the story may hold its day, "Black Friday is a week on Friday")
  if (!changes(alone) || alone.toolCalls.some((c) => c.name === "create_sale")) return whole;
  // (never an item the message does not name: the request alone may read a stray word as one)
  const named = new Set(scoreByWords(typed, catalog, catalogWords).map((s) => s.item.id));
  const items = new Set(catalog.map((i) => i.id));
  if (alone.toolCalls.some((c) => items.has(String(c.arguments.id)) && !named.has(String(c.arguments.id))))
    return whole;
  // a story that asks anything, a change or a look-up ("how many have we got? and put it up a fiver"), is more
  // than one request, which the whole message's plan answers (a sentence put as a command is one even when its own
  // plan is a question: "Put the dock up to £16.99." for a dock at £17.99)
  for (const sentence of told.context)
    if (ASKS.test(sentence) || COMMAND.test(sentence) || changes(await planText(sentence))) return whole;
  return alone;
}
