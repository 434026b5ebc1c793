// Periods in operators' words: "today", "yesterday", "this week", "this month", "since Monday".
// chrono-node reads the dates; the named periods are the read tools' own.
import * as chrono from "chrono-node";

export type Period = { date: "today" | "yesterday" | "this_week" | "this_month" | "any" } | { since: string };

/** The period a question is about; `any` when it names none. */
export function periodOf(text: string, now = new Date()): Period {
  const since =
    text.match(/\bsince\s+(.+?)(?:\?|$)/) ??
    text.match(/\bfrom\s+((?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d.+?)(?:\?|$)/);
  if (since) {
    const parsed = chrono.en.GB.parseDate(
      since[1],
      { instant: now, timezone: "Europe/London" },
      { forwardDate: false },
    );
    // "since wednesday" said on a Monday is the Wednesday gone: a period asked about has started
    const weekday = /^(?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/.test(since[1]);
    const past = parsed && weekday && parsed > now ? new Date(parsed.getTime() - 7 * 86_400_000) : parsed;
    if (past) return { since: past.toISOString().slice(0, 10) };
  }
  if (/\btoday'?s?\b|\btonight\b/.test(text)) return { date: "today" };
  if (/\byesterday'?s?\b/.test(text)) return { date: "yesterday" };
  if (/\bthis\s+we+k'?s?\b|\bthe\s+week\b|\bweekly\b/.test(text)) return { date: "this_week" };
  if (/\bthis\s+month'?s?\b|\bmonthly\b/.test(text)) return { date: "this_month" };
  // "so far this week", "in november so far": "so far" is today only when no week or month is named
  const month = now.toLocaleString("en-GB", { month: "long", timeZone: "Europe/London" }).toLowerCase();
  if (/\bso\s+far\b/.test(text) && new RegExp(String.raw`(?<!\blast\s)\b${month}\b`).test(text))
    return { date: "this_month" };
  if (/\bso far\b/.test(text) && !/\b(?:week|month|year|last|since)\b/.test(text)) return { date: "today" };
  // "wk takings", "month sales": a week or month said with no other word is this one
  if (/(?<!\b(?:last|next|a|per|each|every|\d+)\s)\bweek'?s?\b/.test(text)) return { date: "this_week" };
  if (/(?<!\b(?:last|next|a|per|each|every|\d+)\s)\bmonth'?s?\b/.test(text)) return { date: "this_month" };
  return { date: "any" };
}
