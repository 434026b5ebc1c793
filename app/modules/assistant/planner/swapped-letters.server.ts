// A word typed with two neighbouring letters swapped ("hudnred", "firday", "trakcing", "coluor"), put right before
// anything reads the message. The planner corrects typos as it reads the words, but figures said in words, days,
// tracking numbers and colours are read from the message as typed, before that, so "seventy two nintey nine" was
// £72.00 and "till firday" today. Only a word that is a known word once the two letters are swapped back is
// changed (a code, a quote or the wording an FAQ or a banner sets is left as typed). Pure, so unit-tested.
import { NAMED_DAY_WORDS } from "./named-days.server";
import { FREE_TEXT } from "./parts.server";
import { QUOTED } from "./spoken-punctuation.server";

/** Number words, which the vocabulary need not hold: the readers of figures in words know them. */
const NUMBER_WORDS =
  `three seven eight eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty
thirty forty fourty fifty sixty seventy eighty ninety hundred thousand`.split(/\s+/);

/** Words the readers of dates, usage limits and restocks find in the message as typed, which the vocabulary the
 * planner corrects against does not hold (a month, a day said short, a named day, "people", "shelf"): a swap in
 * one of them left the time, the limit or the restock unread, and the rest of the request was carried out without
 * it ("the ultra 15% off throughuot december" became a new price for good). */
const READ_AS_TYPED = new Set([
  ...`january february march april june july august september october november december tues weds thurs valentines
throughout people shelf`.split(/\s+/),
  // (every word a named day is read from: "pnacake day", "bofnire night")
  ...NAMED_DAY_WORDS.flatMap((r) => r.source.replace(/\\[a-z]/gi, " ").match(/[a-z]{5,}/g) ?? []),
]);
const isKnown = (word: string, known: ReadonlySet<string>) =>
  known.has(word) || NUMBER_WORDS.includes(word) || READ_AS_TYPED.has(word);

const swappedBack = (word: string, known: ReadonlySet<string>): string | null => {
  const lower = word.toLowerCase();
  if (isKnown(lower, known)) return null;
  for (let i = 0; i + 1 < lower.length; i++) {
    const fixed = lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2);
    if (isKnown(fixed, known))
      return word[0] === word[0].toUpperCase() ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
  }
  return null;
};

/** The text with each word of five letters or more that is a known word with two neighbouring letters swapped put
 * right, outside quotes and free text; unchanged otherwise. */
export function withSwappedLettersFixed(text: string, known: ReadonlySet<string>): string {
  const free = FREE_TEXT.exec(text);
  const end = free ? free.index + free[0].length : text.length;
  const quoted = [...text.slice(0, end).matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length]);
  return (
    text.slice(0, end).replace(/(?<![\w'’-])[a-z]{5,}(?![\w'’-])/gi, (word, at: number) => {
      // (a word in capitals is a code: "FIRDAY10" is the code as it was made)
      if (quoted.some(([from, to]) => at >= from && at < to) || word === word.toUpperCase()) return word;
      return swappedBack(word, known) ?? word;
    }) + text.slice(end)
  );
}
