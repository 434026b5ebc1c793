// Events and times in an operator's words ("for Black Friday", "this weekend", "until Sunday", "from 1 to 7
// December"): when a sale tied to them starts and ends, in UK time. A price change that names a time is a
// sale, never a permanent overwrite; a time that has passed or cannot be pinned down is asked about.
import * as chrono from "chrono-node";

import { toUkDateTimeInput } from "~/lib/dates";

import { COUNTS, dateOnOrAfter, FOR_SPAN, MONTH, rangeWords, spanEnd, WEEKDAY } from "./date-ranges.server";
import { fromSaidStart, untilWeekdayAfter, withHoursOfDay } from "./day-in-month.server";
import { daysInFigures, rangesInFigures } from "./day-numbers.server";
import { christmasAsTheDay, NAMED_DAY_WORDS, namedDays, shift } from "./named-days.server";
import { PAST } from "./past-times.server";
import { atTimesOfDay, NAMED_LIKE_A_DAY, unclearRelativeTime, untilEndOfNext } from "./relative-times.server";

/** Whole UK days as the sale form's inputs ("2026-11-27T00:00"), and a name for the sale. */
export type EventPeriod = { startsAt: string; endsAt: string; name: string | null };
export type EventReading = { period: EventPeriod } | { past: string } | { unclear: string };

/** Times too loose to be a sale's dates. */
const UNCLEAR = new RegExp(
  String.raw`\b(?:(?:christmas|xmas)(?!\s+(?:eve|day))|easter(?!\s+(?:weekend|monday|sunday|friday))(?:-?ish)?|` +
    String.raw`new\s+year(?!'?s?\s+(?:day|eve))|summer|winter|spring|autumn|halloween|` +
    String.raw`mother'?s\s+day|father'?s\s+day|pay\s?day|half[\s-]term|school\s+holidays|` +
    String.raw`for\s+a\s+(?:bit|while)|soon|at\s+some\s+point|` +
    String.raw`limited\s+time|bank\s+holidays?|(?:the\s+)?holidays|holiday\s+season|festive(?:\s+season)?)\b`,
);
/** "the whole of december", "all of january", "throughout march": that month, first day to last */
const WHOLE_MONTH = new RegExp(
  String.raw`\b(?:(?:the\s+)?(?:whole|all|rest)\s+of\s+(?:the\s+month\s+of\s+)?|during\s+|throughout\s+)(${MONTH})\b`,
);
/** "12/1", "5/12/26": a date in figures, day first in the UK but month first for many */
const SLASH_DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\b(?!\s*(?:price|off))/;
/** "next friday": this coming Friday or the one after, as UK speakers differ */
const NEXT_WEEKDAY = new RegExp(String.raw`\bnext\s+${WEEKDAY}\b`);
/** "for the next 2 weeks", "next few days": from now for that long */
const NEXT_SPAN = /\b(?:for\s+)?(?:the\s+)?next\s+(\d+|a|one|two|three|four|few|couple(?:\s+of)?)\s+(days?|weeks?)\b/;
/** "for 48 hours", "for the next 24 hours", "the next 24 hours": a span counted in hours from now */
const HOURS = /\b(?:for\s+(?:the\s+)?(?:next\s+)?|(?:the\s+)?next\s+)(\d+|a|one|two|three)\s+hours?\b/;
const TIME = new RegExp(
  [
    ...NAMED_DAY_WORDS.map((words) => words.source),
    NAMED_LIKE_A_DAY.source,
    UNCLEAR.source,
    PAST.source,
    String.raw`\bweekend\b`,
    WHOLE_MONTH.source,
    String.raw`\b(?:until|till|til|untill|through|thru)\s+(?:midnight\s+(?:on\s+)?)?` +
      String.raw`(?:${WEEKDAY}|\d|tomorrow|the\s+\d|(?:the\s+)?end\s+of)`,
    String.raw`\bend\s+of\s+(?:the\s+|this\s+)?(?:month|week)\b`,
    // "untill midnight sun": a time however it is written
    String.raw`\b(?:until|till|til|untill)\s+midnight\b`,
    NEXT_SPAN.source,
    String.raw`\b(?:this|next)\s+(?:week|month)\b`,
    // a day said on its own ("20% off the dock tomorrow") is that day's sale, not a price for good
    String.raw`\b(?:today|tonight|tomorrow)\b|\bfor\s+the\s+day\b`,
    String.raw`\bfor\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?|hours?)\b`,
    HOURS.source,
    String.raw`\bfrom\s+(?:${WEEKDAY}|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}|${MONTH}\s+\d|tomorrow|today)`,
    String.raw`\bon\s+${WEEKDAY}\b|\bthis\s+${WEEKDAY}\b|\bnext\s+week\b`,
    // a weekday or a date said on its own ("half price x55 friday", "10% off 1st-3rd dec") is a time too
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:sat|sun)\s+(?:and|&|-|to|til)\s+(?:sun|mon)\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)\b`,
    // "on 12/1": a date in figures
    SLASH_DATE.source,
    String.raw`\bon\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\bon\s+\d{1,2}\s+${MONTH}\b|\bon\s+${MONTH}\s+\d`,
  ].join("|"),
);

/** Whether a request ties itself to an event or a time (so a price change in it is a sale). */
export const namesTime = (text: string) => TIME.test(text);

const DAY = 86_400_000;
const ukDay = (d: Date) => toUkDateTimeInput(d).slice(0, 10);
const ukWeekday = (d: Date) => new Date(`${ukDay(d)}T12:00:00Z`).getUTCDay();
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
/** Whole days from `from` to `to`; a first day that is today starts now, not at a midnight already gone. */
const wholeDays = (from: string, to: string, name: string | null, now: Date): EventPeriod => ({
  startsAt: from <= ukDay(now) ? toUkDateTimeInput(now) : `${from}T00:00`,
  endsAt: `${to}T23:59`,
  name,
});

/** A named event's days this year; a date already gone is asked about, not moved to next year silently. A
 * named day can end a range: "from boxing day to new year's eve", "until christmas eve". */
function namedEvent(text: string, now: Date): EventReading | null {
  const today = ukDay(now);
  const year = Number(today.slice(0, 4));
  const reading = (from: string, to: string, name: string | null): EventReading =>
    to < today
      ? { past: `${name ?? "That time"} ${year} (${from}) has passed.` }
      : from > to
        ? { unclear: "The end comes before the start." }
        : { period: withHoursOfDay(wholeDays(from, to, name, now), text) };
  for (const link of text.matchAll(/\b(?:until|till|til|untill|up\s+to|to|through|thru)\s+(?:the\s+)?/g)) {
    const after = text.slice(link.index + link[0].length);
    const end = namedDays(after, year, today);
    const before = text.slice(0, link.index);
    if (!end || end.at > 0 || end.unclear) {
      // "boxing day till 2nd jan": a named day, then the date it runs to (next year's when that comes first)
      const first = namedDays(before, year, today);
      const last = first && dateOnOrAfter(after, first.from);
      if (last) return reading(first.from, last, first.name);
      continue;
    }
    const start = namedDays(before, year, today);
    if (start) return reading(start.from, end.to, `${start.name} to ${end.name}`);
    // "from friday to christmas eve": a start the named days do not cover is left to the date reading
    // (but "from now until christmas day" starts now, and runs to the end of that day)
    if (/\bfrom\b/.test(before) && !/\bfrom\s+(?:right\s+)?(?:now|today)\s*$/.test(before)) return null;
    return reading(today, end.to, null);
  }
  const named = namedDays(text, year, today);
  if (named?.unclear) return { unclear: named.unclear };
  return named ? reading(named.from, named.to, named.name) : null;
}

/** Spans counted from today: "to the end of the month", "this week", "next week", "for the next 2 weeks". */
function spanFromNow(text: string, today: string, weekday: number): [string, string] | null {
  const sunday = shift(today, (7 - weekday) % 7);
  if (/\bend\s+of\s+(?:the\s+|this\s+)?month\b/.test(text) || /\bthis\s+month\b/.test(text)) {
    const [y, m] = today.split("-").map(Number);
    return [today, new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)];
  }
  if (/\bend\s+of\s+(?:the\s+|this\s+)?week\b/.test(text) || /\bthis\s+week\b/.test(text)) return [today, sunday];
  const next = text.match(NEXT_SPAN);
  if (next) {
    const n = /^\d+$/.test(next[1]) ? Number(next[1]) : (COUNTS[next[1]] ?? 1);
    return [today, shift(today, n * (next[2].startsWith("week") ? 7 : 1) - 1)];
  }
  if (/\bnext\s+week\b/.test(text)) return [shift(sunday, 1), shift(sunday, 7)];
  // "next month": the whole of the month after this one
  if (/\bnext\s+month\b/.test(text)) {
    const [y, m] = today.split("-").map(Number);
    const first = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    return [first, new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10)];
  }
  return null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A whole month: this year's while it is still running or ahead, else next year's; from now when it is this one. */
function wholeMonth(word: string, now: Date): EventReading {
  const today = ukDay(now);
  const [year, current] = today.split("-").map(Number);
  const month = MONTHS.indexOf(word.slice(0, 3)) + 1;
  const y = month < current ? year + 1 : year;
  const first = `${y}-${String(month).padStart(2, "0")}-01`;
  const last = new Date(Date.UTC(y, month, 0)).toISOString().slice(0, 10);
  return { period: wholeDays(first, last, null, now) };
}

/** "until midnight sun", "to sunday night", "from midnight tonight": the days those words mean. */
const byTheDay = (words: string) =>
  words
    .replace(/\bfrom\s+midnight\s+tonight\b/gi, "from tomorrow")
    .replace(new RegExp(String.raw`\bmidnight\s+(?:on\s+)?(?=${WEEKDAY}\b)`, "gi"), "")
    .replace(new RegExp(String.raw`\b(${WEEKDAY})\s+night\b`, "gi"), "$1")
    // "till midnight" ends tonight, as the shop stores a day's end (23:59), not at tomorrow's first minute
    .replace(/\b(until|till|til|untill|to)\s+midnight(?:\s+tonight)?\b(?!\s+(?:tomorrow|on)\b)/gi, "$1 today");

/** When a sale the words tie to a time runs; null when they name no time at all. */
export function eventPeriod(typedText: string, typedRaw: string, now: Date): EventReading | null {
  const text = rangesInFigures(byTheDay(christmasAsTheDay(typedText)));
  const raw = rangesInFigures(byTheDay(christmasAsTheDay(typedRaw)));
  if (PAST.test(text)) return { past: "That time has passed." };
  const named = namedEvent(text, now);
  if (named) return untilWeekdayAfter(named, text);
  const today = ukDay(now);
  const weekday = ukWeekday(now);
  const relative = unclearRelativeTime(text, today, weekday);
  if (relative) return { unclear: relative };
  const month = text.match(WHOLE_MONTH);
  if (month) return wholeMonth(month[1], now);
  if (NEXT_WEEKDAY.test(text)) return { unclear: "“Next” and a weekday can mean this coming one or the one after." };
  if (/\bnext\s+weekend\b/.test(text)) return { unclear: "“Next weekend” can mean this coming one or the one after." };
  // "12/1" is the 12th of January in the UK and the 1st of December in the US
  const slash = text.match(SLASH_DATE);
  if (slash && slash[1] !== slash[2] && Number(slash[1]) <= 12 && Number(slash[2]) <= 12)
    return { unclear: `${slash[0]} can be read day first or month first.` };
  // "new year sale from 1st jan": an explicit date beats a loose event word
  const explicitDate = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}|\b${MONTH}\s+\d{1,2}\b`).test(text);
  if (UNCLEAR.test(text) && !explicitDate) return { unclear: "I can't tell exactly when that is." };
  // "cyber weekend", "the long weekend": a weekend of some name this reading does not know is asked about
  const namedWeekend = text.match(/\b([a-z']+)\s+weekend\b(?!\s+only)/)?.[1];
  if (namedWeekend && !/^(?:this|the|next|coming|a|for|over|whole|entire|of|on|at)$/.test(namedWeekend))
    return { unclear: `I can't tell exactly when the ${namedWeekend} weekend is.` };
  const weekendOf = weekendOfDate(text, now);
  if (weekendOf) return weekendOf;
  if (/\bweekend\b/.test(text)) {
    // Saturday and Sunday: this coming weekend, or the rest of this one
    const saturday = weekday === 6 ? today : weekday === 0 ? shift(today, -1) : shift(today, 6 - weekday);
    return { period: wholeDays(saturday, shift(saturday, 1), "Weekend sale", now) };
  }
  if (/\b(?:today|tonight)\s+only\b|\bfor\s+today\b/.test(text)) return { period: wholeDays(today, today, null, now) };
  if (/\btomorrow\s+only\b|\bfor\s+tomorrow\b/.test(text)) {
    const tomorrow = ukDay(plusDays(now, 1));
    return { period: wholeDays(tomorrow, tomorrow, null, now) };
  }
  // "for 48 hours", "for the next 24 hours", "next 24hrs": from now, for exactly that long
  const hours = text.match(HOURS);
  if (hours) {
    const n = /^\d+$/.test(hours[1]) ? Number(hours[1]) : (COUNTS[hours[1]] ?? 1);
    // ("from 8am tomorrow for 12 hours": counted from the hour said, and a start without one asked about)
    const [said] = /\b(?:from|starting)\b/.test(text)
      ? chrono.en.GB.parse(text.replace(HOURS, " "), { instant: now, timezone: "Europe/London" })
      : [];
    if (said && !said.start.isCertain("hour")) return { unclear: "What time should it start?" };
    const start = said && said.start.date() > now ? said.start.date() : now;
    const end = new Date(start.getTime() + n * 3_600_000);
    return { period: { startsAt: toUkDateTimeInput(start), endsAt: toUkDateTimeInput(end), name: null } };
  }
  const spans = fromSaidStart(untilEndOfNext(text, today, weekday) ?? spanFromNow(text, today, weekday), text, today);
  if (spans)
    return spans[0] > spans[1] ? { unclear: "It ends before it starts." } : { period: wholeDays(...spans, null, now) };
  const ranged = rangeWords(raw, today);
  const words = "unclear" in ranged ? ranged : daysInFigures(ranged.raw, today);
  if ("unclear" in words) return words;
  // "for a week" is how long, not a date a week from now
  // (an amount is never a date: "30th nov 10% off" is no year 2010)
  const found = chrono.en.GB.parse(
    words.raw.replace(/£\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent)/gi, " "),
    { instant: now, timezone: "Europe/London" },
    { forwardDate: true },
  ).filter((r) => !/^for\s/i.test(r.text));
  const day = (d: chrono.ParsedComponents) =>
    `${d.get("year")}-${String(d.get("month")).padStart(2, "0")}-${String(d.get("day")).padStart(2, "0")}`;
  const until = /\b(?:until|till|til|untill|through|thru)\b/.test(text);
  const range = found.find((r) => r.end);
  const [from, to] = range
    ? [day(range.start), day(range.end!)]
    : found.length >= 2
      ? [day(found[0].start), day(found[1].start)]
      : found.length === 1 && until
        ? [today, day(found[0].start)]
        : found.length === 1 && /\bfrom\b/.test(text) && FOR_SPAN.test(text)
          ? [day(found[0].start), spanEnd(day(found[0].start), text.match(FOR_SPAN)!)]
          : found.length === 1 && /\bfor\s+(?:a|one|\d+)\s+(?:day|week)/.test(text)
            ? [today, day(found[0].start)]
            : found.length === 0 && FOR_SPAN.test(text)
              ? [today, spanEnd(today, text.match(FOR_SPAN)!)]
              : found.length === 1
                ? [day(found[0].start), day(found[0].start)]
                : [null, null];
  if (!from || !to) return namesTime(text) ? { unclear: "I can't tell exactly when that is." } : null;
  // "from 1st december to the 7th": the end day in the start's month
  const toDay = text.match(/\bto\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s*$/)?.[1];
  if (toDay && found.length === 1 && !range) {
    const last = `${from.slice(0, 8)}${toDay.padStart(2, "0")}`;
    if (last < from || Number(toDay) > 31) return { unclear: "The end comes before the start." };
    return { period: wholeDays(from, last, null, now) };
  }
  // "from monday" with no end: a sale that ends the day it starts was not asked for
  if (from === to && /\bfrom\b/.test(text) && !until && !FOR_SPAN.test(text) && !range && found.length === 1)
    return { unclear: "It says when the sale starts but not when it ends." };
  if (to < today) return { past: `${to} has passed.` };
  // "from friday til monday" said on a Monday: the Monday after that Friday
  const end = to < from && shift(to, 7) >= from && new RegExp(WEEKDAY).test(text) ? shift(to, 7) : to;
  if (end < from) return { unclear: "The end comes before the start." };
  // "1 November" read forward lands next year: a date of this year already gone is asked about
  const year = today.slice(0, 4);
  // (a date months ago this year, "1st jan" in November, plainly means next year's)
  const thisYears = `${year}${from.slice(4)}`;
  if (
    new RegExp(MONTH).test(text) &&
    !/\b20\d\d\b/.test(text) &&
    from.slice(0, 4) > year &&
    shift(thisYears, 60) >= today
  )
    return { past: `${from.slice(5)} of ${year} has passed; did you mean next year?` };
  // "from midnight tonight": the sale starts when today ends
  const start = from === today && /\bfrom\s+midnight\b|\bmidnight\s+tonight\b/.test(text) ? shift(today, 1) : from;
  // "from 9am tomorrow till 9pm": the times of day that were said, not the whole days
  const [first, last] = range
    ? [range.start, range.end ?? null]
    : found.length >= 2
      ? [found[0].start, found[1].start]
      : [until ? null : (found[0]?.start ?? null), until ? (found[0]?.start ?? null) : null];
  const timed = atTimesOfDay(wholeDays(start, end, null, now), first, last, text, now);
  return "unclear" in timed ? timed : { period: timed };
}

/** "the weekend of the 5th dec": the Saturday and Sunday of the weekend that date falls in (or starts). */
function weekendOfDate(text: string, now: Date): EventReading | null {
  const m = text.match(/\bweekend\s+(?:of|starting|beginning)\s+(?:the\s+)?(.+)$/);
  const found = m
    ? chrono.en.GB.parseDate(m[1], { instant: now, timezone: "Europe/London" }, { forwardDate: true })
    : null;
  if (!found) return null;
  const day = ukDay(found);
  const weekday = ukWeekday(found);
  const saturday = weekday === 6 ? day : weekday === 0 ? shift(day, -1) : weekday === 5 ? shift(day, 1) : null;
  if (!saturday) return { unclear: `${day} is not at a weekend.` };
  if (shift(saturday, 1) < ukDay(now)) return { past: `The weekend of ${day} has passed.` };
  return { period: wholeDays(saturday, shift(saturday, 1), "Weekend sale", now) };
}
