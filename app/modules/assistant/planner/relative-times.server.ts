// Times said relative to now or to another time, which the date parser reads wrongly or too eagerly: "until
// the end of next week" (from now, not from next Monday), "the weekend after next" and "from monday" said on a
// Monday (which one? asked), a named day the planner has no date for ("st swithin's day": asked, never a
// price for good), and times of day ("from 9am tomorrow till 9pm") kept instead of widened to whole days.
import type * as chrono from "chrono-node";

import { toUkDateTimeInput } from "~/lib/dates";

import { namedDays, shift } from "./named-days.server";

type Reading = { startsAt: string; endsAt: string; name: string | null };

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** "st andrew's day", "saint swithin's day", "pancake day": a day named like a holiday ("it's day one" is not) */
export const NAMED_LIKE_A_DAY = new RegExp(
  String.raw`\b(?:(?:st\.?|saint)\s+[a-z]+(?:'?s)?\s+(?:day|eve|night)|` +
    String.raw`(?!(?:it|that|what|there|here|he|she|who|let|today|tonight)'s)[a-z]+'s\s+(?:day|eve|night)|` +
    String.raw`pancake\s+day)\b`,
);

/** Why a time cannot be pinned down without asking; null when it can be read. */
export function unclearRelativeTime(text: string, today: string, weekday: number): string | null {
  if (/\b(?:week|weekend)\s+after\s+next\b/.test(text))
    return "“After next” can be counted from this week or from the next one.";
  // "from monday" on a Monday: today, or a week today
  const start = text.match(/\b(?:from|starting|on)\s+(?:(this|next)\s+)?([a-z]+day)\b/);
  if (start && !start[1] && start[2] === WEEKDAYS[weekday])
    return `Today is ${start[2][0].toUpperCase()}${start[2].slice(1)}: do you mean today or a week today?`;
  const named = text.match(NAMED_LIKE_A_DAY);
  if (named && !namedDays(named[0], Number(today.slice(0, 4)), today)) return `I don't know the date of ${named[0]}.`;
  return null;
}

/** "until the end of next week", "to the end of next month": from now to that end. */
export function untilEndOfNext(text: string, today: string, weekday: number): [string, string] | null {
  const m = text.match(/\bend\s+of\s+next\s+(week|month)\b/);
  if (!m) return null;
  if (m[1] === "week") return [today, shift(today, ((7 - weekday) % 7) + 7)];
  const [y, mo] = today.split("-").map(Number);
  return [today, new Date(Date.UTC(y, mo + 1, 0)).toISOString().slice(0, 10)];
}

/** A clock time said in the words ("9am", "21:00", "noon"); midnight ends a day as the shop stores it. */
const CLOCK = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:noon|midday)\b/;

/** A sale of whole days narrowed to the times of day that were said; unclear when it would end before it starts. */
export function atTimesOfDay(
  period: Reading,
  start: chrono.ParsedComponents | null,
  end: chrono.ParsedComponents | null,
  text: string,
  now: Date,
): Reading | { unclear: string } {
  if (!CLOCK.test(text)) return period;
  // the parser turns "from 9pm till 9am" round into 9am to 9pm; a range said backwards is asked about instead
  const said = [...text.matchAll(/\b(\d{1,2})(?::\d{2})?\s*(am|pm)\b/g)].map(
    ([, h, m]) => (Number(h) % 12) + (m === "pm" ? 12 : 0),
  );
  if (start && end && said.length === 2 && start.get("hour") !== said[0])
    return { unclear: "The end comes before the start: overnight, or the other way round?" };
  const at = (c: chrono.ParsedComponents | null) =>
    c?.isCertain("hour") && !(c.get("hour") === 0 && !c.get("minute")) ? toUkDateTimeInput(c.date()) : null;
  const from = at(start);
  const to = at(end);
  const startsAt = from && from.slice(0, 10) === period.startsAt.slice(0, 10) ? from : period.startsAt;
  const endsAt = to && to.slice(0, 10) === period.endsAt.slice(0, 10) ? to : period.endsAt;
  const nowInput = toUkDateTimeInput(now);
  if (endsAt <= startsAt || endsAt <= nowInput) return { unclear: "It would end before it starts." };
  return { ...period, startsAt: startsAt < nowInput ? nowInput : startsAt, endsAt };
}
