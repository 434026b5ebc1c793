// What an operator takes back inside the message itself: a figure corrected ("x55 to 104.99, no wait,
// 99.99"), a clause negated ("ship tom's but don't ship callum's yet"), a record excepted ("hide the 1 star
// reviews except karen's"), or a condition the planner cannot check ("if the ultra's under 10 add 20").
// Read before any intent, so no intent acts on words the operator took back; what cannot be undone safely
// is asked about instead. Pure, so unit-tested.
import { COLOUR_WORDS } from "./colours.server";
import { QUOTED } from "./spoken-punctuation.server";

/** Words that soften or lead into a correction ("hmm no, 76.99", "sorry no, make that fifteen", "nope, scrap that"). */
const LEAD = String.raw`(?:no|nope|nah|hmm+|oh\s+wait|wait|sorry|oops)`;
/** Sounds and apologies said before a "no" that takes something back ("hmm no", "ugh, no", "erm no", "oops no"). */
const SOFT = String.raw`hmm+|oh|sorry|oops|whoops|ugh+|ar+g+h+|ah+|er+m*|um+|uh+|doh`;
/** Words that take back what came before them in the same message. */
const CORRECTION = new RegExp(
  String.raw`(?:^|[\s,.;:!(-]+)(?:${LEAD}[\s,.!]+)*` +
    String.raw`(?:or\s+no|no\s+wait|wait\s+no|no\s+no|no\s+sorry|sorry\s+i\s+meant?|` +
    String.raw`i\s+meant?|no\s+hang\s+on|hang\s+on|no\s+make\s+(?:it|that)|or\s+actually|no\s+actually|` +
    String.raw`actually\s+make\s+(?:it|that)|(?<=(?:^|[,.;:!(-])\s*(?:${LEAD}[\s,.!]+)*)actually|correction|` +
    String.raw`my\s+(?:mistake|bad)|` +
    // ("hide the 5 star ones, joking, the 1 star ones": what was said in jest is taken back)
    String.raw`(?:only\s+|just\s+)?(?:joking|kidding|jk)|` +
    String.raw`scratch\s+that|scrap\s+that|forget\s+that|` +
    String.raw`ignore\s+that|make\s+that|(?<=[,.;:!-]\s*(?:${LEAD}[\s,.!]+)+)make\s+it)` +
    String.raw`[\s,.:;!)-]+(?=\S)` +
    // (a "no" or "wait" after a break: "ultra to 75.99. hmm no, 76.99 is better", "…cyber monday, no, …"; never after
    // a colon, where an answer starts "no, …", nor a "sorry" alone: "Long one, sorry. We've…", nor a "no" before what
    // there is none of: "…gone out, no tracking this time")
    // (a sigh or a hesitation before it is as soft as an apology, comma or not: "…review. ugh no just hide it")
    String.raw`|[,.;!-]\s*(?:(?:${SOFT})[\s,.!]+)*` +
    String.raw`(?:no(?!\s+(?:tracking|rush|need|hurry|worries)\b)|nope|nah|wait)[\s,.!]+(?:${LEAD}[\s,.!]+)*(?=\S)`,
  "i",
);
/** Words after a correction that carry no value of their own ("…no wait, make it 25%", "it went dpd …"). */
const FILLER = new RegExp(
  String.raw`^(?:make|it|its|it's|that|to|be|should|went|was|is|with|the|a|an|by|via|on|at|for|please|pls|instead|` +
    String.raw`then|better|one|ones|actually)$`,
);

const NUMBER_WORD =
  String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|` +
  String.raw`sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)`;

/** One or two words or figures ("shipped", "royal mail", "£4"). */
const PHRASE = String.raw`[a-z0-9£'][a-z0-9£.%']*(?:\s+[a-z0-9£'][a-z0-9£.%']*)?`;

type Token = { kind: string; text: string; index: number };
const KINDS: [string, RegExp][] = [
  ["tracking", /\b(?=[a-z-]*\d)(?=[0-9-]*[a-z])[a-z0-9-]{8,}\b|\b\d{8,}\b/gi],
  ["carrier", /\b(?:royal\s+mail|dpd|evri|hermes|parcelforce|ups|dhl|yodel)\b/gi],
  ["percent", /(?<![a-z0-9]|[a-z0-9]-)\d+(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b|pc\b)/gi],
  ["money", /£\s?\d+(?:\.\d{1,2})?|\b\d+\.\d{2}\b|\b\d+\s*(?:quid|pounds?)\b|\b(?:a\s+)?(?:fiver|tenner|score)\b/gi],
  // ("'Last orders: 18 Dec' - wait, make it 19 Dec": a date corrects a date)
  ["date", /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi],
  // ("hide the 5 star reviews, joking, the 1 star ones": a rating corrects a rating)
  ["rating", /\b[1-5]\s*-?\s*stars?\b/gi],
  ["count", /(?<![\w.£])\d+(?![\w.%])/g],
  // ("…sorry no, make that fifteen": a figure said in words corrects one said in figures or as "a tenner")
  ["count", new RegExp(String.raw`\b(?:${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*)\b`, "gi")],
  [
    "day",
    new RegExp(
      String.raw`\b(?:black\s+friday|cyber\s+monday|boxing\s+day|christmas\s+(?:eve|day)|` +
        String.raw`new\s+year'?s?\s+(?:eve|day)|` +
        String.raw`this\s+weekend|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`,
      "gi",
    ),
  ],
];

/** The values a text states, each once, left to right (a tracking number is not also a count). */
function tokensOf(text: string, people: readonly string[]): Token[] {
  const found: Token[] = [];
  const taken = (i: number, len: number) => found.some((t) => i < t.index + t.text.length && t.index < i + len);
  const kinds: [string, RegExp][] = [
    ...KINDS,
    ...(people.length ? ([["person", personPattern(people)]] as [string, RegExp][]) : []),
    // ("set the purple r36s to 20, no sorry, i meant the orange ones": a colour corrects a colour; after the
    // people, as Neil Gray's "gray" is his name)
    ["colour", new RegExp(String.raw`\b(?:${[...COLOUR_WORDS].join("|")})\b`, "gi")],
  ];
  for (const [kind, pattern] of kinds)
    for (const m of text.matchAll(pattern))
      if (!taken(m.index, m[0].length)) found.push({ kind, text: m[0], index: m.index });
  return found.sort((a, b) => a.index - b.index);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A customer by full, first or last name, with its "'s". */
function personPattern(people: readonly string[]): RegExp {
  const names = [...new Set(people.flatMap((p) => [p, ...p.split(/\s+/)]).filter((n) => n.length > 1))];
  names.sort((a, b) => b.length - a.length);
  return new RegExp(String.raw`\b(?:${names.map(escape).join("|")})(?:'s|s)?\b`, "gi");
}

/** A money figure may be corrected by a bare number, and a count or a rating by a figure without its unit. */
const fits = (corrected: string, by: string) =>
  corrected === by || (by === "count" && (corrected === "money" || corrected === "percent" || corrected === "rating"));

type Correction = { text: string } | { ask: string };

/** "…as delivered, sorry, shipped not delivered", "royal mail, oops, dpd rather than royal mail": after an apology,
 * the words meant and the earlier words they replace, named outright. */
const SAID_INSTEAD = new RegExp(
  String.raw`[,.;!-]\s*(?:(?:sorry|oops|no|nope|i\s+mean|i\s+meant)[\s,.!]+)+` +
    String.raw`(?:(?:make\s+(?:it|that)|it'?s|should\s+be)\s+)?(${PHRASE})[\s,]+(?:not|rather\s+than|instead\s+of)\s+` +
    String.raw`(${PHRASE})(?:[\s,.!]+(?:please|pls|thanks|ta))?[\s,.!]*$`,
  "i",
);

/**
 * The message with its correction applied: each value said after "no wait" replaces the last value of its kind
 * before it ("refund megan £5 no sorry £4" -> "refund megan £4"); "scratch that" drops what came before it.
 * Null when nothing is corrected; an ask when the correction cannot be placed.
 */
export function corrected(raw: string, people: readonly string[] = []): Correction | null {
  // (words inside a quote are the text to set, never a change of mind: "reply 'Thanks, sorry about that!'")
  const masked = raw.replace(QUOTED, (q) => "x".repeat(q.length));
  const instead = SAID_INSTEAD.exec(masked);
  if (instead && /[a-z0-9]/i.test(raw.slice(0, instead.index))) {
    const before = raw.slice(0, instead.index);
    const replaced = [...before.matchAll(new RegExp(String.raw`(?<![\w£.])${escape(instead[2])}(?![\w.%])`, "gi"))].at(
      -1,
    );
    // (the words replaced must have been said: otherwise which words the correction means is a guess)
    if (!replaced) return { ask: "You changed your mind part-way: which do you mean? Please say it again in full." };
    const text = before.slice(0, replaced.index) + instead[1] + before.slice(replaced.index + replaced[0].length);
    return { text: text.replace(/[\s,;:-]+$/, "") };
  }
  const m = CORRECTION.exec(masked);
  if (!m || !/[a-z0-9]/i.test(raw.slice(0, m.index))) return null;
  const before = raw.slice(0, m.index);
  const after = raw.slice(m.index + m[0].length);
  const ask = { ask: "You changed your mind part-way: which do you mean? Please say it again in full." };
  // ("megan's went evri H06…, scratch that it's yodel JD…": values alone after it correct those values, as "no wait"
  // does, rather than drop the request they belong to)
  if (/\b(?:scratch|scrap|forget|ignore)\s+that\b/i.test(m[0]) && !valuesOnly(after, people)) {
    const again = corrected(after, people);
    if (again) return again;
    // ("mark callum's as processing. nope, scrap that, he wants it cancelled": "he" is who came before)
    const person = tokensOf(before, people).findLast((t) => t.kind === "person");
    const pointsBack = /\b(?:he|she|him|his|her|they|them|their)\b/i.test(after);
    if (pointsBack && !tokensOf(after, people).some((t) => t.kind === "person"))
      return person ? { text: `${after.trim()} (${person.text})` } : ask;
    return { text: after.trim() };
  }
  const fixes = tokensOf(after, people);
  const onward = goesOn(before, after, people);
  if (onward) return onward;
  // what is left after the values must be filler: anything more is a new request, not a correction
  if (!valuesOnly(after, people)) return ask;
  const olds = tokensOf(before, people);
  const swaps: { old: Token; value: string }[] = [];
  const added: string[] = [];
  for (const fix of fixes) {
    const old = [...olds].reverse().find((o) => fits(o.kind, fix.kind));
    // ("with evri - my mistake, it went with yodel, JD000…": a tracking number first said in the correction is
    // added to what it corrects; any other new value has nothing to replace, so it is asked about)
    if (!old && fix.kind === "tracking") {
      added.push(fix.text);
      continue;
    }
    if (!old) return ask;
    // ("a tenner … make that fifteen": a figure with no digits to swap takes the new one in pounds)
    const value =
      fix.kind !== "count" || old.kind === "count"
        ? fix.text
        : /\d/.test(old.text)
          ? old.text.replace(/\d+(?:\.\d+)?/, fix.text)
          : old.kind === "money"
            ? `${fix.text} pounds`
            : fix.text;
    swaps.push({ old, value });
    olds.splice(olds.indexOf(old), 1);
  }
  // right to left, so each swap leaves the places of the ones still to make where they were
  let text = before;
  for (const { old, value } of swaps.sort((a, b) => b.old.index - a.old.index))
    text = text.slice(0, old.index) + value + text.slice(old.index + old.text.length);
  if (added.length && !swaps.length) return ask;
  return { text: [text.replace(/[\s,;:-]+$/, ""), ...added].join(" ") };
}

/** Whether the words hold values and nothing but filler around them ("it's yodel JD000…", "make it 25%"). */
function valuesOnly(words: string, people: readonly string[]): boolean {
  const values = tokensOf(words, people);
  let rest = words;
  for (const v of [...values].reverse()) rest = rest.slice(0, v.index) + " " + rest.slice(v.index + v.text.length);
  return values.length > 0 && (rest.toLowerCase().match(/[a-z']+/g) ?? []).every((w) => FILLER.test(w));
}

/** "reply to it instead", "just hide it", "publish the case instead": a correction that is a request of its own. */
const COMMAND_AFTER = new RegExp(
  // (a lead that only says the first request was wrong: "it's fair enough, leave it up and reply …")
  String.raw`^(?:(?:it'?s\s+)?(?:fair\s+enough|fine|ok|okay|alright)[\s,.!]+)?` +
    String.raw`(?:leave\s+it\s+(?:up|live|there|be|alone)\s*,?\s*(?:and\s+)?)?` +
    String.raw`((?:(?:just|instead|then|please)\s+)*(?:reply|respond|hide|unhide|delete|remove|bin|publish|draft|` +
    String.raw`unpublish|mark|set|refund|cancel|ship|change|edit|put|make|give)\b.*)$`,
  "is",
);

/**
 * The request the operator went on to after taking back the first one, or null when the words after the
 * correction are no request about the same customer's record. "It" is whose record the first request named:
 * "delete neil's review. no, just hide it" hides Neil's review.
 */
function goesOn(before: string, after: string, people: readonly string[]): Correction | null {
  const m = COMMAND_AFTER.exec(after.trim());
  // ("no wait, make it 25%": a value to put in place is a correction of a figure, not a request of its own)
  if (!m || /^(?:make|set|put|give)\s+(?:it|that)\s+[£\d]/i.test(m[1])) return null;
  const request = m[1].trim().replace(/^(?:just|instead|then|please)\s+/i, "");
  const plain = request.replace(QUOTED, " ");
  // (a figure said again is a figure corrected, "refund her £5, no, give her £4", which is asked as it was)
  const olds = tokensOf(before, people).filter((t) => t.kind !== "person");
  if (tokensOf(plain, people).some((t) => olds.some((o) => fits(o.kind, t.kind)))) return null;
  if (tokensOf(plain, people).some((t) => t.kind === "person")) return { text: request };
  const pointsBack = /\b(?:it|them)\b/i.test(plain);
  const person = tokensOf(before, people).findLast((t) => t.kind === "person");
  if (!person) return null;
  const record = /\breviews?\b/i.test(before) ? "review" : /\border\b/i.test(before) ? "order" : null;
  const named = `${person.text.replace(/(?:'s|s)$/i, "")}'s${record ? ` ${record}` : ""}`;
  if (pointsBack) return { text: request.replace(/\b(?:it|them)\b/i, named) };
  // ("…no, leave it up and reply 'thanks'": the reply goes to the review the first request named)
  return {
    text: request.replace(/^(reply|respond)\b(?:\s+to\b)?|^(\w+)/i, (_m, reply?: string, verb?: string) =>
      reply ? `${reply} to ${named}` : `${verb} ${named}`,
    ),
  };
}

/** Changes an operator may name only to rule out: "not" before one needs no comma ("hide it not delete it"). */
const RULED_OUT = String.raw`delete|remove|bin|hide|cancel|refund|ship|publish|unpublish|draft|end|stop|change`;
/** "but don't ship callum's yet", "not delete it", "except karen's", "but leave the ultra alone" (", not tracked"
 * says how a parcel went, and excepts nothing). */
const NEGATED = new RegExp(
  String.raw`(?:^|,|;|\(|\s-\s|\s+but|\s+and|(?=\s(?:except|apart\s+from|other\s+than|excluding)\b)|` +
    String.raw`(?=\s(?:don'?t|do\s+not|not)\s+(?:${RULED_OUT})\b))` +
    String.raw`\s*(?:but\s+)?(?:please\s+)?` +
    String.raw`(?:(?:don'?t|do\s+not|never|not(?!\s+tracked\b)|` +
    String.raw`no(?=\s+(?:discount|sale|offer|deal|refund|change)s?\b))\s+|` +
    String.raw`(?:except(?:\s+for)?|apart\s+from|other\s+than|excluding)\s+|` +
    String.raw`(?:leave|keep)\s+(?=[^,.;)]*\b(?:alone|as\s+(?:it\s+is|is)|live|on|the\s+same|where\s+it\s+is)\b))` +
    String.raw`((?:[^,.;)]|\.(?=\d))*?)(?=\s+but\b|\s+just\b|\s+-\s|[,;)]|\.(?!\d)|$)`,
  "gi",
);

/** "…, priya leave as is", "…, the dock stays as it is": after a break, what is named first and then left as it is. */
const LEFT_AS_IS = new RegExp(
  String.raw`(?:,|;|\s-\s|\s+but|\s+and)\s*(?:but\s+)?((?:[a-z'’]+\s+){0,3}?[a-z'’]+)\s+` +
    String.raw`(?:(?:leave|keep)(?:\s+(?:it|her|him|them|that|hers|his))?\s+|stays?\s+|can\s+stay\s+|` +
    String.raw`(?:is|'s)\s+staying\s+)(?:as\s+(?:it\s+is|is)|alone|put|unchanged|the\s+same)(?=\s*(?:[,;.]|$))`,
  "gi",
);

type Negation = { text: string; excepted: string[] };

/** The message without its negated clauses, and what those clauses name (so no card may change it). */
export function withoutNegations(raw: string): Negation {
  const excepted: string[] = [];
  const drop = (_m: string, clause: string) => {
    excepted.push(clause.trim());
    return " ";
  };
  const text = raw.replace(LEFT_AS_IS, drop).replace(NEGATED, drop);
  if (!excepted.length) return { text: raw, excepted };
  return {
    text: text
      .replace(/\s+/g, " ")
      .replace(/^[\s,;:-]+/, "")
      .trim(),
    excepted,
  };
}

/** "if the ultra's under 10 in stock add 20": a condition on a figure, which the planner cannot check first. */
export const unevaluatedCondition = (text: string) =>
  /\bif\b[^,.;]{0,60}\b(?:under|below|over|above|less|more|fewer|lower|higher|than|at\s+least|runs?\s+out)\b/i.test(
    text,
  ) || /\bif\b[^,.;]{0,60}[<>]/.test(text);
