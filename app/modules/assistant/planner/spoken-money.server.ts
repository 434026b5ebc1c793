// Money as voice typing writes it down: "two pounds fifty", "one oh nine ninety nine", "for pounds" (four, as
// it is heard). Rewritten into figures before the other number words become digits, so a price or a refund
// keeps the pence that were said instead of stopping at the pounds. Pure, so unit-tested.
import { numberFromWords } from "./words.server";

const DIGIT = "one|two|three|four|five|six|seven|eight|nine";
const TEEN = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
const TENS = "twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety";
const WORD = `${DIGIT}|${TEEN}|${TENS}|hundred|thousand`;
/** pence said as words: "fifty", "ninety nine", "fifteen" (a lone digit word is no number of pence) */
const PENCE = String.raw`(?:(?:${TENS})(?:[\s-]+(?:${DIGIT}))?|${TEEN})`;

/** "two pounds fifty", "109 quid ninety nine": pounds, then pence said after the currency word */
const POUNDS_THEN_PENCE = new RegExp(
  String.raw`\b(\d{1,6}|(?:${WORD})(?:[\s-]+(?:and[\s-]+)?(?:${WORD}))*)\s+(?:pounds?|quid)\s+(${PENCE})\b`,
  "gi",
);
/** "one oh nine", "two oh five ninety nine": digits said one by one, the pence after them */
const DIGIT_BY_DIGIT = new RegExp(
  String.raw`\b(${DIGIT})\s+(oh|zero|${DIGIT})\s+(oh|zero|${DIGIT})\b(?:\s+(${PENCE})\b)?`,
  "gi",
);

/** "ten per cent", "twenty five percent": a percentage said in words, in figures before "cent" is read as a word */
const PERCENT_IN_WORDS = new RegExp(
  String.raw`\b((?:${WORD})(?:[\s-]+(?:and[\s-]+)?(?:${WORD}))*)\s*(?:per[\s-]?cent|pc)\b`,
  "gi",
);

const pence = (words: string) => String(numberFromWords(words.toLowerCase()) ?? "").padStart(2, "0");

/** The words with dictated money in figures; everything else is left as it was. */
export function spokenMoney(text: string): string {
  return (
    text
      // "refund him for pounds": "for" before a currency word with no number is the number four misheard
      .replace(/\bfor(?=\s+(?:pounds?|quid)\b)/gi, "4")
      // "add to more arctic white ultras": "to" before "more" after "add" is the number two misheard
      .replace(/\b(add|another)\s+(?:to|too)(?=\s+more\b)/gi, "$1 2")
      .replace(DIGIT_BY_DIGIT, (m, a: string, b: string, c: string, p?: string) => {
        // only with an "oh" among them: "one two three" is more likely a count than a price
        if (!/^(?:oh|zero)$/i.test(b) && !/^(?:oh|zero)$/i.test(c)) return m;
        const whole = [a, b, c].map((w) => (/^oh$/i.test(w) ? 0 : numberFromWords(w.toLowerCase()))).join("");
        return p ? `£${whole}.${pence(p)}` : whole;
      })
      .replace(PERCENT_IN_WORDS, (m, words: string) => {
        const n = numberFromWords(words.toLowerCase());
        return n === null || !Number.isInteger(n) ? m : `${n}%`;
      })
      .replace(POUNDS_THEN_PENCE, (m, pounds: string, p: string) => {
        const whole = /^\d+$/.test(pounds) ? Number(pounds) : numberFromWords(pounds.toLowerCase());
        return whole === null || !Number.isInteger(whole) ? m : `£${whole}.${pence(p)}`;
      })
  );
}
