// Every date the shop shows, in one place: en-GB, in UK time whatever the server's or browser's
// zone, so the server-rendered page and the hydrated one agree.
import { SHORT_MONTHS } from "./medium-date";

const inUk = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", ...options });
// Each formatter is made on its first use: the browser loads its locale and time-zone data for the first one a
// page makes, which would otherwise lengthen the one task that runs a storefront page's modules (pages that show
// no date never pay it).
const lazyInUk = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= inUk(options));
};
const NUMERIC = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const WORDS = { day: "numeric", month: "long", year: "numeric" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit" } as const;
const DATE = lazyInUk(NUMERIC);
const DATE_TIME = lazyInUk({ ...NUMERIC, ...CLOCK });
const LONG_DATE = lazyInUk(WORDS);
const LONG_DATE_TIME = lazyInUk({ ...WORDS, ...CLOCK });

/** 21/11/2026 */
export function formatDateGB(value: Date | string): string {
  return DATE().format(new Date(value));
}

/** 21/11/2026, 13:05 */
export function formatDateTimeGB(value: Date | string): string {
  return DATE_TIME().format(new Date(value));
}

// The medium date ("21 Nov 2026") is app/lib/medium-date.ts: written by hand for the storefront's reviews.

/**
 * 21 Nov, of a calendar day written 2026-11-21 (the dashboard's UTC days), as the en-GB formatter writes it: by
 * hand, since the revenue chart labels each of up to a year of days twice and a formatter made per call costs more
 * than the rest of the page's rendering.
 */
export function formatDayMonthGB(isoDay: string): string {
  const [, month, day] = isoDay.split("-").map(Number);
  return `${day} ${SHORT_MONTHS[month - 1]}`;
}

/** 21 November 2026 */
export function formatLongDateGB(value: Date | string): string {
  return LONG_DATE().format(new Date(value));
}

/** 21 November 2026 at 13:05 */
export function formatLongDateTimeGB(value: Date | string): string {
  return LONG_DATE_TIME().format(new Date(value));
}

/** The instant UK-local midnight began on the UK calendar day of `now` (GMT or BST, whichever applied). */
export function startOfUkDay(now: Date = new Date()): Date {
  const [day, month, year] = DATE().format(now).split("/").map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // the UK is UTC+0 or UTC+1: midnight there is the candidate that formats as the same day at 00:xx
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    if (DATE_TIME().format(candidate).endsWith(", 00:00")) return candidate;
  }
  return new Date(utcMidnight);
}

/** Monday 00:00 UK time of the week containing `now`. */
export function startOfUkWeek(now: Date = new Date()): Date {
  const today = startOfUkDay(now);
  const weekday = inUk({ weekday: "short" }).format(now);
  const back = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekday);
  // step back whole days, then re-anchor to UK midnight (a clock change may lie in between)
  return startOfUkDay(new Date(today.getTime() - back * 86_400_000 + 12 * 3_600_000));
}

/** An instant's UK calendar date and 24-hour time, as parts (dispatch promises and date inputs share it). */
export const ukDateTimeParts = lazyInUk({ ...NUMERIC, ...CLOCK, hourCycle: "h23" });

/** A date-and-time input's value for `value`, in UK time: "2026-11-27T09:30". */
export function toUkDateTimeInput(value: Date): string {
  const part = Object.fromEntries(
    ukDateTimeParts()
      .formatToParts(value)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * A date-and-time input's value ("2026-11-27T09:30") read as UK time, GMT or BST as it was then, so an
 * operator's "9:30" means 9:30 in the UK whatever the server's or browser's zone; null when it is none.
 */
export function fromUkDateTimeInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // not a real day ("2026-02-31"): Date.UTC would have rolled it over
  if (new Date(asUtc).toISOString().slice(0, 16) !== wall) return null;
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (toUkDateTimeInput(candidate) === wall) return candidate;
  }
  // the hour skipped when the clocks go forward: read as GMT, the moment the clocks jumped over it
  return new Date(asUtc);
}
