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
