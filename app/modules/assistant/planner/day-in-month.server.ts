// Days named by their place in a month ("the first saturday in december", "last friday of january") and the
// hour said on a named day ("new year's eve from 6pm", "christmas eve until 2pm"): the day exactly, and the
// hour kept rather than the whole day.

const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3 };
Object.assign(ORDINALS, { fourth: 4, "4th": 4, last: -1 });
const WEEKDAYS = ["sun", "mon", "tues", "wednes", "thurs", "fri", "satur"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
export const ORDINAL_WEEKDAY = new RegExp(
  String.raw`\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(${WEEKDAYS.join("|")})day\s+` +
    String.raw`(?:in|of)\s+(${MONTHS.join("|")})[a-z]*\b`,
);

const pad = (n: number) => String(n).padStart(2, "0");

/** The date of the nth (or last) weekday of a month in a year. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1, 12)).getUTCDay();
    return `${year}-${pad(month + 1)}-${pad(1 + ((weekday - first + 7) % 7) + 7 * (nth - 1))}`;
  }
  const last = new Date(Date.UTC(year, month + 1, 0, 12));
  return `${year}-${pad(month + 1)}-${pad(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7))}`;
}

/** "the first saturday in december": its date this year, or next year's once this year's has gone. */
export function ordinalWeekday(
  text: string,
  year: number,
  today: string,
): { day: string; name: string; at: number } | null {
  const m = ORDINAL_WEEKDAY.exec(text);
  if (!m) return null;
  const [nth, weekday, month] = [ORDINALS[m[1]], WEEKDAYS.indexOf(m[2]), MONTHS.indexOf(m[3].slice(0, 3))];
  const day = nthWeekday(year, month, weekday, nth);
  const name = m[0]
    .replace(/^the\s+/, "")
    .replace(
      /^\w|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b[a-z]{3,}$/g,
      (w) => w[0].toUpperCase() + w.slice(1),
    );
  return { day: day >= today ? day : nthWeekday(year + 1, month, weekday, nth), name, at: m.index };
}

const HOUR = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b`;
const FROM_HOUR = new RegExp(String.raw`\b(?:from|starting(?:\s+at)?|after)\s+${HOUR}`);
const UNTIL_HOUR = new RegExp(String.raw`\b(?:until|till|til|to|ending(?:\s+at)?)\s+${HOUR}`);
const clock = (m: RegExpMatchArray) => `${pad((Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0))}:${m[2] ?? "00"}`;

/** A one-day period with the hours said on it kept: "from 6pm" starts then, "until 2pm" ends then. */
export function withHoursOfDay<P extends { startsAt: string; endsAt: string }>(period: P, text: string): P {
  if (period.startsAt.slice(0, 10) !== period.endsAt.slice(0, 10)) return period;
  const from = text.match(FROM_HOUR);
  const until = text.match(UNTIL_HOUR);
  const day = period.endsAt.slice(0, 10);
  const startsAt = from ? `${day}T${clock(from)}` : period.startsAt;
  const endsAt = until ? `${day}T${clock(until)}` : period.endsAt;
  // (an hour already gone today, or an end before the start, leaves the period as it was for the caller to check)
  if (startsAt < period.startsAt || endsAt <= startsAt) return period;
  return { ...period, startsAt, endsAt };
}

const SAID_START = new RegExp(
  String.raw`\b(?:from|starting|starts)\s+(?:on\s+)?(tomorrow|(?:${WEEKDAYS.join("|")})day)\b`,
);

/** "from tomorrow till the end of the month", "starting friday for the next 2 weeks": a span counted from today
 * starts on the day said (tomorrow, or the coming weekday), not today. */
export function fromSaidStart(span: [string, string] | null, text: string, today: string): [string, string] | null {
  const m = text.match(SAID_START);
  if (!span || !m || span[0] !== today) return span;
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const ahead = m[1] === "tomorrow" ? 1 : (WEEKDAYS.indexOf(m[1].replace(/day$/, "")) - weekday + 7) % 7;
  return [new Date(Date.parse(`${today}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10), span[1]];
}

const WEEKDAY_AFTER = new RegExp(
  String.raw`\b(?:(?:until|till|til|through|thru)\s+(?:the\s+)?(${WEEKDAYS.join("|")})day\b|` +
    String.raw`(?:until|till|til|to|through|thru)\s+(?:the\s+)?(?:(${WEEKDAYS.join("|")})day\s+(?:after|following)|` +
    String.raw`following\s+(${WEEKDAYS.join("|")})day)\b)`,
);

/** "from black friday until the sunday after", "boxing day to the following monday", "black friday till sunday": a
 * named day's sale runs on to the end of the first such weekday after the day it starts, not that one day alone. */
export function untilWeekdayAfter<R extends object>(reading: R, text: string): R {
  const m = text.match(WEEKDAY_AFTER);
  if (!m || !("period" in reading)) return reading;
  const period = reading.period as { startsAt: string; endsAt: string };
  const start = period.startsAt.slice(0, 10);
  const from = new Date(`${start}T12:00:00Z`).getUTCDay();
  const ahead = (WEEKDAYS.indexOf(m[1] ?? m[2] ?? m[3]) - from + 7) % 7 || 7;
  const end = new Date(Date.parse(`${start}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
  return { ...reading, period: { ...period, endsAt: `${end}T23:59` } };
}
