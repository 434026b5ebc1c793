// Days written as figures without a month word, as owners type them on a phone: "fri 27th", "on the 27th",
// "27/11-30/11", "1/12 to 7/12". Each becomes a day and month the date parser reads as that day; a weekday
// that does not fall on the date said ("fri 28th" when the 28th is a Saturday) is asked about.
import { MONTH, WEEKDAY } from "./date-ranges.server";
import { shift } from "./named-days.server";

const MONTH_NAMES = `january february march april may june july august september october november december`.split(" ");
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const LINK = String.raw`\s*(?:-|–|—|to|till|til|until|untill|thru|through)\s*`;
/** "27/11-30/11", "1/12 to 7/12": a range of two dates in figures */
const SLASH_RANGE = new RegExp(String.raw`\b(\d{1,2})/(\d{1,2})${LINK}(\d{1,2})/(\d{1,2})\b`, "gi");
/** "fri 27th", "on the 27th": a day of the month with no month said (a month after it is the parser's) */
const BARE_ORDINAL = new RegExp(
  String.raw`(?:\b(${WEEKDAY})\s+)?(?:the\s+)?\b(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?${MONTH}\b)`,
  "gi",
);

const valid = (day: number, month: number) => day >= 1 && day <= 31 && month >= 1 && month <= 12;

/**
 * A range of two dates in figures, read day first (the UK way) when only that reading makes sense: one
 * of the days is above 12, or both dates share their second figure ("1/12 to 7/12" is one month's days,
 * where month first would be January to July). Otherwise left as typed, to be asked about.
 */
export function slashRanges(text: string): string {
  return text.replace(SLASH_RANGE, (m, a: string, b: string, c: string, d: string) => {
    const [d1, m1, d2, m2] = [a, b, c, d].map(Number);
    if (!valid(d1, m1) || !valid(d2, m2)) return m;
    if (d1 <= 12 && d2 <= 12 && m1 !== m2) return m;
    return `${d1} ${MONTH_NAMES[m1 - 1]} to ${d2} ${MONTH_NAMES[m2 - 1]}`;
  });
}

/** "between 8am and 8pm": two times of day said as a span, written "from 8am to 8pm" as the date parser reads
 * them (it otherwise takes the end for the start of a span that ends at the first one). */
const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon|midday`;
export const CLOCK_BETWEEN = new RegExp(String.raw`\bbetween\s+(${CLOCK})\s+and\s+(${CLOCK})\b`, "gi");

/** The ranges written in figures ("27/11-30/11") and between two clock times, as the date parser reads them. */
export const rangesInFigures = (text: string) => slashRanges(text).replace(CLOCK_BETWEEN, "from $1 to $2");

/** The text with its days of the month spelled with their month, or why they cannot be read. */
export function daysInFigures(raw: string, today: string): { raw: string } | { unclear: string } {
  const [year, month, day] = today.split("-").map(Number);
  let firstMonth: number | null = null;
  let previous = 0;
  let unclear: string | null = null;
  const text = raw.replace(BARE_ORDINAL, (m, weekday: string | undefined, n: string) => {
    const d = Number(n);
    if (d < 1 || d > 31) return m;
    // the next such day (this month while it is still ahead); a later day in the same range keeps its month
    const monthIndex = firstMonth ?? (d >= day ? month - 1 : month);
    if (firstMonth !== null && d < previous) unclear = "The end comes before the start.";
    firstMonth = monthIndex;
    previous = d;
    const y = year + Math.floor(monthIndex / 12);
    const date = `${y}-${String((monthIndex % 12) + 1).padStart(2, "0")}-${n.padStart(2, "0")}`;
    if (Number.isNaN(Date.parse(`${date}T12:00:00Z`)) || shift(date, 0) !== date)
      unclear = `There is no ${m.trim()} in ${MONTH_NAMES[monthIndex % 12]}.`;
    if (weekday) {
      const said = WEEKDAYS.findIndex((w) => w.startsWith(weekday.toLowerCase().slice(0, 3)));
      const actual = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (said !== actual) unclear = `The ${d} is a ${WEEKDAYS[actual]}, not a ${WEEKDAYS[said]}.`;
    }
    return `${d} ${MONTH_NAMES[monthIndex % 12]}`;
  });
  return unclear ? { unclear } : { raw: text };
}
