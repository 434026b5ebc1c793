// An item's code as voice typing writes it down: "x fifty five" for the X55, "r thirty six s" for the R36S,
// "x fifty fives" for X55s. Joined back into the code before number words become figures, so "x fifty five one
// oh nine ninety nine" is the X55 at £109.99 rather than one number run together. Pure, so unit-tested.
import { numberFromWords } from "./words.server";

const NUMBER_WORDS = new Set(
  `one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred`.split(/\s+/),
);

/** The text with a letter and the number words after it joined into a code, when that code is a word of the
 * shop's own (`codes`: "x55", "r36s"); the longest such reading wins, and anything else is left as it was. */
export function spokenCodes(text: string, codes: ReadonlySet<string>): string {
  return text.replace(/\b([a-z])((?:[\s-]+[a-z]+){1,4})/gi, (m, letter: string, rest: string) => {
    const words = rest.trim().split(/[\s-]+/);
    for (let n = Math.min(words.length, 3); n >= 1; n--) {
      const said = words.slice(0, n);
      // "x fifty fives": the plural's "s" on the last number word
      const plural = /s$/i.test(said[n - 1]) && NUMBER_WORDS.has(said[n - 1].slice(0, -1).toLowerCase());
      if (plural) said[n - 1] = said[n - 1].slice(0, -1);
      if (!said.every((w) => NUMBER_WORDS.has(w.toLowerCase()))) continue;
      const value = numberFromWords(said.join(" ").toLowerCase());
      if (value === null || !Number.isInteger(value)) continue;
      const code = `${letter}${value}`.toLowerCase();
      const tail = plural ? undefined : words[n];
      const after = words.slice(n + (tail && codes.has(`${code}${tail}`.toLowerCase()) ? 1 : 0)).join(" ");
      const joined = tail && codes.has(`${code}${tail}`.toLowerCase()) ? `${code}${tail}` : code;
      if (!codes.has(joined.toLowerCase())) continue;
      return `${joined}${plural ? "s" : ""}${after ? ` ${after}` : ""}`;
    }
    return m;
  });
}

const NUMBER_WORD = `(?:${[...NUMBER_WORDS].join("|")}|and)`;
// ("code winter twenty five for 25% off", "code spring ten in capitals", "code S N O W fifteen all one word"): the
// name said, then its number in words, then where the name ends; a number followed at once by the amount's own
// words ("code winter twenty five percent off") is the amount, never part of the name
const SPOKEN_CODE_NAME = new RegExp(
  String.raw`(\b(?:discount\s+|promo\s+|voucher\s+)?code\s+(?:called\s+|named\s+)?)` +
    String.raw`((?:[a-z]\s+){1,}[a-z]|(?!(?:called|named|for|that|which|with|the|to|of)\b)[a-z]{3,})\s+` +
    String.raw`(${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD}){0,3})` +
    String.raw`((?:\s+(?:all\s+|as\s+)?one\s+word|\s+in\s+(?:capitals|caps|capital\s+letters|upper\s*case))*)` +
    String.raw`(?=\s+(?:for|with|giving|that\s+gives)\b|\s*[,.;:]|\s*$|(?<=word|capitals|caps|letters|case)\s)`,
  "gi",
);

/** The text with a discount code's name said aloud ("code winter twenty five for…") written as it is typed
 * ("code WINTER25 for…"); anything else is left as it was. */
export function spokenCodeNames(text: string): string {
  return text.replace(SPOKEN_CODE_NAME, (m, lead: string, name: string, said: string) => {
    const value = numberFromWords(said.toLowerCase());
    if (value === null || !Number.isInteger(value)) return m;
    return `${lead}${name.replace(/\s+/g, "").toUpperCase()}${value}`;
  });
}
