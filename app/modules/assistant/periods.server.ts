// The periods the assistant's reads take, in UK time: today, yesterday, this week (from Monday), this
// month, any date, or since a day ("since Monday" arrives as that day's date).
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { startOfUkDay, startOfUkWeek } from "~/lib/dates";
import { formatMediumDateGB } from "~/lib/medium-date";

import { defineTool, type ToolOutcome } from "./tool-kit.server";

export const PERIODS = ["today", "yesterday", "this_week", "this_month", "any"] as const;
export type PeriodName = (typeof PERIODS)[number];

export const PeriodArgs = {
  date: z
    .enum(PERIODS, { error: "Date must be today, yesterday, this_week, this_month or any" })
    .default("any")
    .describe("UK time: today, yesterday, this week (from Monday), this month or any date"),
  since: z.iso
    .date("Since must be a date like 2026-11-23")
    .optional()
    .describe("From this day on (UK time), instead of date"),
};

const HOUR = 3_600_000;
const UK_DAY_OF_MONTH = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric" });

/** UK midnight of the day `days` before the UK day of `at`. */
const daysBefore = (at: Date, days: number) =>
  startOfUkDay(new Date(startOfUkDay(at).getTime() - days * 24 * HOUR + 12 * HOUR));

/** The instants a period covers (from, and before `to`) and how a message names it (" today"). */
export type PeriodRange = { from: Date | null; to: Date | null; words: string };

export function periodRange({ date, since }: { date: PeriodName; since?: string }, now = new Date()): PeriodRange {
  if (since) {
    const from = startOfUkDay(new Date(`${since}T12:00:00Z`));
    return { from, to: null, words: ` since ${formatMediumDateGB(from)}` };
  }
  switch (date) {
    case "today":
      return { from: startOfUkDay(now), to: null, words: " today" };
    case "yesterday":
      return { from: daysBefore(now, 1), to: startOfUkDay(now), words: " yesterday" };
    case "this_week":
      return { from: startOfUkWeek(now), to: null, words: " this week" };
    case "this_month":
      return { from: daysBefore(now, Number(UK_DAY_OF_MONTH.format(now)) - 1), to: null, words: " this month" };
    default:
      return { from: null, to: null, words: "" };
  }
}

/** A read of one period and nothing else: its arguments are the period's, and `run` gets their range. */
export function periodTool(definition: {
  name: string;
  description: string;
  run(db: Db, period: PeriodRange): Promise<ToolOutcome>;
}) {
  return defineTool({
    name: definition.name,
    description: definition.description,
    schema: z.strictObject(PeriodArgs),
    run: ({ db }, { value }) => definition.run(db, periodRange(value)),
  });
}
