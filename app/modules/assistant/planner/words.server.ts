// Reading an operator's words: lower case, number words as digits ("ten" -> 10, "a fiver" -> £5),
// and typos corrected against the words the planner knows (its keywords and this shop's own names),
// within a small edit distance. Pure, so unit-tested.
import { expandShorthand } from "./shorthand.server";

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const NUMBER_WORD = new RegExp(
  `\\b(?:(?:a|one|${Object.keys(UNITS).join("|")}|${Object.keys(TENS).join("|")}|hundred|thousand|and)[\\s-]*)+\\b`,
  "g",
);

/** "twenty five", "one hundred and twenty", "eighty-five" -> the number; null when it is not one. */
export function numberFromWords(phrase: string): number | null {
  const price = spokenPrice(phrase);
  if (price !== null) return price;
  const words = phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== "and");
  if (words.length === 0 || words.every((w) => w === "a")) return null;
  let total = 0;
  let current = 0;
  for (const [i, w] of words.entries()) {
    if (w === "a" && i === 0 && words.length > 1) current = 1;
    else if (w in UNITS) current += UNITS[w];
    else if (w in TENS) current += TENS[w];
    else if (w === "hundred") current = (current || 1) * 100;
    else if (w === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

/** "forty four ninety nine", "twelve fifty", "one hundred and nine ninety nine": pounds then pence, as prices
 * are said; null otherwise. */
function spokenPrice(phrase: string): number | null {
  const words = phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.some((w) => !(w in UNITS) && !(w in TENS) && w !== "hundred" && w !== "and")) return null;
  // the pence start at a tens or teen word right after a units word ("a hundred and twenty" is one number)
  const at = words.findIndex((w, i) => i > 0 && (w in TENS || (UNITS[w] ?? 0) >= 10) && words[i - 1] in UNITS);
  if (at < 1) return null;
  const pounds = numberFromWords(words.slice(0, at).join(" "));
  const pence = numberFromWords(words.slice(at).join(" "));
  if (pounds === null || pence === null || pence > 99) return null;
  return pounds + pence / 100;
}

/** Number words as digits; slang amounts as pounds. "a" alone and "one" before "of" stay words. */
export function digitsForWords(text: string): string {
  return (
    text
      .replace(/\ba\s+fiver\b/g, "£5")
      .replace(/\ba\s+tenner\b/g, "£10")
      .replace(/\bfiver\b/g, "£5")
      .replace(/\btenner\b/g, "£10")
      .replace(/\ba\s+(?:quid|pound)\b/g, "£1")
      .replace(/\ba\s+couple\s+(?:of\s+)?(?:quid|pounds?)\b/g, "£2")
      .replace(/\ba\s+dozen\b/g, "12")
      // ("knock a score off": twenty, as "a dozen" is twelve; "a score of 4" out of five is a rating, left alone)
      .replace(/\ba\s+score\b(?!\s+of\b)/g, "20")
      .replace(/\b(another|more)\s+dozen\b/g, "$1 12")
      .replace(/\bhalf\s+price\b/g, "50% off")
      .replace(NUMBER_WORD, (match) => {
        const trimmed = match.trim();
        if (/^(?:a|and)$/.test(trimmed) || /^one$/.test(trimmed)) return match;
        const lead = match.match(/^\s*/)?.[0] ?? "";
        const body = trimmed.replace(/^(?:a|and)\s+(?!hundred|thousand)/, "");
        const n = numberFromWords(body);
        if (n === null) return match;
        const kept = trimmed === body ? "" : trimmed.slice(0, trimmed.length - body.length);
        return `${lead}${kept}${n}${/\s$/.test(match) ? " " : ""}`;
      })
      .replace(/\bone(?=[\s-]+stars?\b)/g, "1")
  );
}

/** Edits between two words, a swap of neighbours counting as one ("pirce" -> "price"). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** Everyday words that are never typos of a keyword ("five" is not "live", "list" is not "last"): the last lines are
 * words a keyword is one letter from, spelled right ("changed" is not "change", "shelf" is not the Hard Shell case). */
export const COMMON_WORDS = `a about after again all also am an and any are as at back be because been before being
below best big bit both but by came can come could day did do does done down each else even ever every few find
first five for four from get give go going good got had has have he her here him his how i if in into is it its
just keep know last like list live look lot made make many may me might more most much must my need new next no
not now of off old on once one only or other our out over own please put same say see she should show since so
some still such sure take tell than thank thanks that the their them then there these they thing think this those
three through time to too two under until up us use very want was way we well went were what when where which
while who whole why will with would yes yet you your time year post site shop store those haven hasn don isn
aren didn won code codes bring write wrote pull nuke ditch scrap kill wrap gift move moved gone note notes
full fully entire spend spent spending min minimum
bank holiday early late card cards charge charges class book booked collection cost costs dark light mode power
life game games home mind rest score stick text theme though starts start started sending send running low
doing deliver deal deals mate chop hear pound customers deliveries selling needs wants arrived mother mothers
mothering father fathers changing
changed changes step steps shelf size sizes sized line lines dear shot short shown read rather hour hours hope kind
stall boot seen nearly date data later thoughts shoulder hand hang rang gives collecting cheapest pricey isle steep
small ours sort`
  .split(/\s+/)
  .filter(Boolean);

/** How far a word may be from the one meant: none for short words, one typo, two for long words. */
const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** The known word a typed word was meant to be (itself when known or nothing is close enough). */
export function correctWord(word: string, vocabulary: ReadonlySet<string>): string {
  if (vocabulary.has(word) || /\d/.test(word) || word in UNITS || word in TENS) return word;
  const allowed = allowedTypos(word);
  if (allowed === 0) return word;
  let best = word;
  let bestDistance = allowed + 1;
  for (const known of vocabulary) {
    if (Math.abs(known.length - word.length) > allowed || known.length < 4) continue;
    const d = editDistance(word, known);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The text the intents read: lower case, curly quotes and arrows made plain, number words as digits,
 * each word corrected against the vocabulary. Quoted or free text (an announcement, an FAQ) is taken
 * from the original instead.
 */
export function normalise(raw: string, vocabulary: ReadonlySet<string>): string {
  const plain = expandShorthand(
    raw
      .toLowerCase()
      .replace(/[‘’`]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\s*(?:→|->|=>)\s*/g, " to ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  // Letters that touch a digit belong to a code ("RH-8STBR5F4HG", "JD0001234", "x55s"), typed as it is
  // meant: read as a word, "stbr" would become "star" and the order number one the shop never issued.
  const corrected = plain.replace(/(?<![a-z0-9])(?:[a-z][a-z'-]*[a-z]|[a-z])(?![a-z0-9])/g, (word) => {
    if (word.includes("'")) {
      const [stem, ...rest] = word.split("'");
      return [correctWord(stem, vocabulary), ...rest].join("'");
    }
    return correctWord(word, vocabulary);
  });
  return joinedCodes(digitsForWords(corrected), vocabulary);
}

/** "x 55", "r 36 s", "r-36-s": an item's code said or typed in pieces ("x fifty five" once its number is in
 * digits) is that code when the pieces joined are a word of the shop's own. */
function joinedCodes(text: string, vocabulary: ReadonlySet<string>): string {
  const code = /\b([a-z])[\s-]*(\d{1,4})(?:[\s-]+([a-z])\b)?/g;
  return text.replace(code, (m, letter: string, digits: string, tail?: string) => {
    if (tail && vocabulary.has(`${letter}${digits}${tail}`)) return `${letter}${digits}${tail}`;
    if (vocabulary.has(`${letter}${digits}`)) return `${letter}${digits}${tail ? ` ${tail}` : ""}`;
    return m;
  });
}

/** Lowercase words only: "R36-Ultra!" -> ["r36", "ultra"]. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
