// Date ranges as owners type them ("the 1st to the 14th of december", "between the 5th and the 12th",
// "from sat to tues", "until the 30th"), rewritten into the forms the date parser reads as one range, so a
// sale gets the start and the end that were said rather than one of the two.
import { SHORT_DAYS } from "./shorthand.server";

export const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?`;
export const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*`;
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** a day said in a range: a weekday, "the 5th", "5 dec", "dec 5", today or tomorrow */
const DAY_WORD =
  String.raw`(?:the\s+)?(?:${WEEKDAY}|\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?${MONTH})?|` +
  String.raw`${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?|today|tomorrow)`;
/** "between friday and monday": one time, whose "and" joins no two requests */
export const BETWEEN_DAYS = new RegExp(String.raw`\bbetween\s+${DAY_WORD}\s+and\s+${DAY_WORD}\b`, "gi");

const SHORT_DAY = new RegExp(String.raw`\b(${Object.keys(SHORT_DAYS).join("|")})\b\.?`, "gi");
const LINK = String.raw`\s*(?:to|till|til|until|untill|through|thru|and|-|–|—)\s*`;
/** "the 1st to the 14th of december", "between the 5th and the 12th of dec": two days of one month */
const DAYS_OF_MONTH = new RegExp(
  String.raw`\b(?:between\s+)?(?:the\s+)?${ORDINAL}${LINK}(?:the\s+)?${ORDINAL}\s+(?:of\s+)?(${MONTH})\b`,
  "gi",
);
/** "from 12 dec to 3 dec", "dec 20 to jan 4": two days, each with its own month */
const DATED_DAY = String.raw`(?:the\s+)?(?:${ORDINAL}\s+(?:of\s+)?(${MONTH})|(${MONTH})\s+${ORDINAL})`;
const TWO_DATES = new RegExp(String.raw`\b${DATED_DAY}${LINK}${DATED_DAY}(?![\d/])`, "gi");
/** "until the 30th" with no month: the next such day */
const UNTIL_DAY = new RegExp(
  String.raw`\b(until|till|til|untill|through|thru)\s+the\s+${ORDINAL}\b(?!\s*(?:of\s+)?${MONTH})`,
  "i",
);
const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The words with their range spelled as the parser reads it; a range that runs backwards is unclear. */
export function rangeWords(raw: string, today: string): { raw: string } | { unclear: string } {
  let backwards = false;
  let text = raw
    .replace(SHORT_DAY, (_, d: string) => SHORT_DAYS[d.toLowerCase()])
    .replace(DAYS_OF_MONTH, (m, a: string, b: string, month: string) => {
      if (Number(a) > 31 || Number(b) > 31) return m;
      if (Number(b) < Number(a)) backwards = true;
      // (the month in full: the parser reads "from 1 dec" as one day from now)
      const full = MONTH_NAMES.find((n) => n.startsWith(month.toLowerCase().slice(0, 3))) ?? month;
      return `${a} ${full} to ${b} ${full}`;
    })
    .replace(TWO_DATES, (m, ...said: (string | undefined)[]) => {
      const [a, b] = [said.slice(0, 4), said.slice(4, 8)].map(([d1, m1, m2, d2]) => ({
        day: Number(d1 ?? d2),
        month: MONTH_NAMES.findIndex((n) => n.startsWith((m1 ?? m2 ?? "").toLowerCase().slice(0, 3))),
      }));
      if (a.month < 0 || b.month < 0 || a.day > 31 || b.day > 31) return m;
      // (an end months before the start is next year's only across the new year: "28 dec to 3 jan")
      const gap = a.month - b.month;
      if ((gap === 0 && b.day < a.day) || (gap > 0 && gap < 6)) backwards = true;
      return `${a.day} ${MONTH_NAMES[a.month]} to ${b.day} ${MONTH_NAMES[b.month]}`;
    });
  if (backwards) return { unclear: "The end comes before the start." };
  const until = text.match(UNTIL_DAY);
  if (until && !new RegExp(String.raw`\b${MONTH}\b`, "i").test(text)) {
    const [, m, d] = today.split("-").map(Number);
    const month = MONTH_NAMES[(Number(until[2]) >= d ? m - 1 : m) % 12];
    text = text.replace(UNTIL_DAY, `${until[1]} ${until[2]} ${month}`);
  }
  return { raw: text };
}
