// Date ranges as owners type them ("the 1st to the 14th of december", "between the 5th and the 12th",
// "from sat to tues", "until the 30th"), rewritten into the forms the date parser reads as one range, so a
// sale gets the start and the end that were said rather than one of the two.
import { shift } from "./named-days.server";
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

/** "2nd jan", "the 7th of january", "jan 4th": a day of a month said at the start of the words */
const DAY_AND_MONTH = new RegExp(
  String.raw`^(?:the\s+)?(?:${ORDINAL}\s+(?:of\s+)?(${MONTH})|(${MONTH})\s+${ORDINAL})\b`,
  "i",
);

/**
 * The date a day and month opening `words` name, the first on or after `from`: "boxing day till 2nd jan" ends in the
 * new year. Null when no such day exists or it is more than two months on (a range that long is asked about).
 */
export function dateOnOrAfter(words: string, from: string): string | null {
  const m = words.match(DAY_AND_MONTH);
  if (!m) return null;
  const day = Number(m[1] ?? m[4]);
  const month = MONTH_NAMES.findIndex((n) => n.startsWith((m[2] ?? m[3]).toLowerCase().slice(0, 3))) + 1;
  const year = Number(from.slice(0, 4)) + (`${from.slice(0, 4)}-${pad(month)}-${pad(day)}` < from ? 1 : 0);
  if (!month || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return Date.parse(date) - Date.parse(from) <= 62 * 86_400_000 ? date : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "for a week", "for 3 days": how long a sale that starts on a given day runs */
export const FOR_SPAN = /\bfor\s+(?:a|one|two|three|\d+)\s+(days?|weeks?)\b/;
export function spanEnd(from: string, m: RegExpMatchArray): string {
  const n = Number(m[0].match(/\d+/)?.[0] ?? COUNTS[m[0].split(/\s+/)[1]] ?? 1);
  return shift(from, n * (m[1].startsWith("week") ? 7 : 1) - 1);
}

export const COUNTS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  few: 3,
  couple: 2,
  "couple of": 2,
};
