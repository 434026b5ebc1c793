// A message with several requests ("ship RH-… royal mail RN… and refund a fiver on RH-…") is cut into its parts
// here, and planned part by part in plan-parts.server.ts. A message that is one request with "and" in it is one
// part.
import { NUMBER_AND } from "./amounts.server";
import { COLOUR_PAIR } from "./colours.server";
import { customerClauses } from "./customer-clauses.server";
import { BETWEEN_DAYS } from "./date-ranges.server";
import { CLOCK_BETWEEN } from "./day-numbers.server";
import { namesTime } from "./events.server";
import type { PlannerLookup } from "./lookup";
import { AND_DAYS_AFTER } from "./named-days.server";
import { itemClauses } from "./part-references.server";
import { QUOTED } from "./spoken-punctuation.server";

/** "ultra + a fiver", "dock + £2": a plus before an amount adds to a price, and joins no two requests */
const AMOUNT_AHEAD = String.raw`£|\d|(?:a\s+)?(?:fiver|tenner|quid|pound)\b`;
const SPLIT = new RegExp(
  String.raw`\s*(?:;|\s+\/\s+|,?\s+and\s+then\s+|,?\s+then\s+|,?\s+and\s+also\s+|,?\s*also\s+|,?\s+plus\s+|` +
    String.raw`\s+&\s+|\s+\+\s+(?!${AMOUNT_AHEAD})|,?\s+(?:and|n)\s+)\s*`,
  "i",
);
/** A comma or a full stop before a new request's verb ("…RN123GB, refund priya a fiver") starts a part; a
 * full stop before an order number ("…. RH-4F7K… went parcelforce") too. */
export const VERBS =
  String.raw`ship|send|sent|post|posted|dispatch|refund|give|cancel|hide|unhide|show|delete|remove|mark|set|put|` +
  String.raw`publish|unpublish|add|change|make|drop|raise|lower|bump|knock|end|stop|create|restock|take|pull|update|` +
  String.raw`reply|undo|what|how|which|who|can|could|please|pls|paint|write|email|call|book|order|buy|move|` +
  String.raw`rename|translate|upload|connect|design|sort|fix|check|print|export|tell|let|get|turn|switch|clear`;
// (an arrow starts one too: "r36s -> 44.99, ultra -> 74.99")
const CLAUSE = new RegExp(
  String.raw`(?:,|[.!?])\s+(?=(?:${VERBS})\b|rh-|[a-z0-9][\w ]{0,30}?\s*(?:->|→|=>)\s*£?\d|` +
    // ("tom to processing, callum to processing": whose order, then the status it goes to)
    String.raw`[a-z]+(?:'?s)?\s+(?:back\s+)?(?:in)?to\s+(?:pending|processing|shipped|delivered)\b)|` +
    // ("aisha delivered. tom shipped royal mail TT…. megan cancel": after a full stop, whose order and what of it)
    String.raw`[.!?]\s+(?=[a-z]+(?:'?s)?\s+(?:(?:delivered|cancel|cancelled)\s*(?:[.!?]|$)|(?:shipped|sent|posted)\s+` +
    String.raw`(?:with\s+|via\s+)?(?:royal\s+mail|dpd|evri|hermes|parcelforce|ups|dhl|yodel)\b))`,
  "gi",
);
/** "publish controller, 10% off it tmrw": an amount off after a comma starts a part when the part before made a
 * request of its own (after "boxing day sale," it is that sale's amount) */
const AMOUNT_OFF = /,\s+(?=(?:£\s?\d+(?:\.\d+)?|\d+(?:\.\d+)?\s?%)\s+off\b)/gi;
const STARTS_WITH_VERB = new RegExp(String.raw`^\s*(?:${VERBS})\b`, "i");
const amountOffClauses = (text: string) =>
  text.replace(AMOUNT_OFF, (m: string, at: number) =>
    STARTS_WITH_VERB.test(text.slice(text.lastIndexOf(";", at) + 1, at)) ? ";" : m,
  );
const SENTENCE = /(?<=[a-z0-9)][.!?])\s+(?=[A-Z])/g;
/** Where wording a card sets as typed begins: "faq: …", "announcement: …", "reply …: …". */
export const FREE_TEXT =
  /\b(?:faqs?|questions?|answers?|announcement|banner|bar|heading|headline|hero|subtitle|notes?|reply)\b[^:;]*:/i;
/** a part that asks nothing of the shop: "callum's order is being packed" gives context to the next */
// ("the r36s - how many are left": a question after the thing it is about asks too)
export const ASKS = new RegExp(
  String.raw`^(?:${VERBS}|whats|what's|who's|any|are|is|do|does|did|list|view|get|find|see)\b|\?$|` +
    String.raw`\s[-–:]\s*(?:how|what|what's|whats|which|who)\b|` +
    String.raw`^(?:can|could)\s+(?:you|u)\s+(?:show|remind|tell)\s+me\b`,
  "i",
);
/** a part put as a question or a look-up of its own */
export const ASKED = /^\s*(?:what|whats|how|which|who|when|any|is|are|do|does|did|show|list)\b|\?\s*$/i;
export const POLITE_START = /^\s*(?:please\s+)?(?:can|could|would|will)\s+(?:you|u|we)\b/i;
export const POLITE_LEAD = /^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u|we)\s+)?(?:please\s+)?/i;
export const NOUNS = /\b(?:reviews?|orders?|faqs?|products?|add-?ons?)\b/i;
/** "…on it", "…for her": a part that points back to what the part before it named */
export const POINTS_BACK = /\b(?:it|its|that\s+one|the\s+same\s+(?:one|order)|them|her|his|him)\b/i;
const MASK = "\u0001";
const HANDS_OVER = new RegExp(
  String.raw`^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?` +
    String.raw`(?:sort|do|handle|deal\s+with|action)\s+` +
    String.raw`(?:that|it|this)(?:\s+(?:out|for\s+me|asap|now|today|please|pls|thanks))*[\s.!?]*$`,
  "i",
);

const NEW_REQUEST_LINE = new RegExp(
  String.raw`[^\S\n]*\n+\s*(?=(?:${VERBS})\b|[a-z][a-z ]{1,30}\s(?:on|off)[^\S\n]*(?:\n|$)|` +
    // (a line that opens a wording of its own: "…⏎note on megans: gift wrap")
    String.raw`(?:notes?|faqs?|announcement|banner)\b[^\n:;]{0,40}:)`,
  "gi",
);

/** A line setting the wording of a text on the site that has one line (an FAQ's answer, a note or a reply may run
 * on): the line, then the line break after it. */
const ONE_LINE_TEXT = new RegExp(
  String.raw`^((?:(?!\b(?:faqs?|questions?|answers?|notes?|reply)\b)[^\n])*?` +
    String.raw`\b(?:announcement|banner|top\s+bar|heading|headline|hero|sub-?title|sub-?heading|strapline|tagline)\b` +
    String.raw`[^:;\n]*:[^\n]*?)[^\S\n]*\n+\s*(?=\S)`,
  "gim",
);

/** A message typed on several lines ("x55 to 109.99⏎ultra to 69.99") is one request per line, unless a line
 * carries free text (an FAQ's answer, an announcement) that may run on. */
export function linesAsParts(command: string): string {
  // ("1) r36s stock 100 2) x55 £114.99", "1. … ⏎2. …": a list marker parts requests and is never a figure)
  const text = command
    .replace(/(?:^|\s+)\(?\d{1,2}\)\s+|(?:^|\n)[^\S\n]*\d{1,2}\.[^\S\n]+(?!\d)/g, (m, at: number) => (at ? "; " : ""))
    .trim();
  if (!FREE_TEXT.test(text)) return text.replace(/\s*\n+\s*/g, "; ");
  // (a later line that starts a request of its own is still a part: "faq: do you gift wrap? yes⏎tracking page on")
  // (and a text on the site that is one line, a heading or the announcement bar, ends with its line: "set announcement
  // to: Christmas orders by 18 Dec⏎carry case 15% off on the 27th" is two requests)
  return text.replace(ONE_LINE_TEXT, "$1; ").replace(NEW_REQUEST_LINE, "; ");
}

/** The parts of a message, with quoted text and names that contain "and" kept whole. */
const REFUND_RESTOCK = new RegExp(
  String.raw`\s*(?:,|\band\b|&)\s*(?:then\s+)?(?:(?:put|add)\s+(?:it|them|that|those)\s+back\s+` +
    String.raw`(?:in|into|on)\s*(?:to\s+)?(?:the\s+)?stock|restock\s+(?:it|them))\b`,
  "gi",
);

/** "boxing day: a tenner off the x55 and a fiver off the ultra": a time said before a colon is each part's. */
export function leadTimeToEachPart(raw: string, catalog: Awaited<ReturnType<PlannerLookup["catalog"]>>): string {
  const lead = raw.match(/^([^:]{2,40}):\s*(.+)$/);
  if (!lead || !namesTime(lead[1].toLowerCase()) || namesTime(lead[2].toLowerCase())) return raw;
  const parts = partsOf(
    lead[2],
    catalog.flatMap((i) => [i.name, ...(i.variants ?? []).map((v) => v.name)]),
  );
  return parts.length > 1 ? parts.map((part) => `${part.trim()} ${lead[1].trim()}`).join(" and ") : raw;
}

export function partsOf(raw: string, names: string[], customers: string[] = []): string[] {
  const kept: string[] = [];
  const keep = (m: string) => {
    kept.push(m);
    return `${MASK}${kept.length - 1}${MASK}`;
  };
  let masked = raw.replace(QUOTED, keep);
  masked = masked.replace(BETWEEN_DAYS, keep).replace(AND_DAYS_AFTER, keep).replace(CLOCK_BETWEEN, keep);
  // "one hundred and nine ninety nine", "in purple and orange": an "and" inside a number said in words or between two
  // colours joins no two requests
  masked = masked.replace(NUMBER_AND, keep).replace(COLOUR_PAIR, keep);
  // "refund the case and put it back in stock": the restock is the refund's own option, not a second request
  if (/\brefund/i.test(masked)) masked = masked.replace(REFUND_RESTOCK, keep);
  for (const name of names.filter((n) => / and | & /i.test(n)))
    masked = masked.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), keep);
  const unmask = (s: string) => s.replace(new RegExp(`${MASK}(\\d+)${MASK}`, "g"), (_, i) => kept[Number(i)]);
  // free text after "faq …:" or "announcement …:" may hold its own sentences ("Is there a warranty? Yes.")
  const freeText = masked.match(FREE_TEXT);
  const cut = freeText ? freeText.index! + freeText[0].length : masked.length;
  const clauses = itemClauses(masked.slice(0, cut), names).replace(CLAUSE, ";").replace(SENTENCE, ";");
  const head = customerClauses(clauses, customers);
  const parted = amountOffClauses(head);
  return (
    (parted + masked.slice(cut))
      // "refund the case and put it back in stock": how the refund is made, not a request of its own
      .replace(/,?\s+and\s+(?=(?:put|add)\s+(?:it|them)\s+back\s+(?:in|into)\s+stock\b|restock\s+(?:it|them)\b)/gi, " ")
      .split(SPLIT)
      .map((p) => unmask(p).trim())
      // "oh", "ok then": words that join requests are none themselves
      // (a part that is an item code and a figure is one: "r36s -> 44.99")
      .filter((p) => /[a-z]{2}|\d/i.test(p) && !/^(?:oh|ok|okay|right|so|and|also|then|plus|btw|oh\s+and)$/i.test(p))
      // "…, can you sort that for me please": a part that only hands over the request before it
      .filter((p) => !HANDS_OVER.test(p))
  );
}
