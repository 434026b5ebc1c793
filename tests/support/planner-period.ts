import { eventPeriod } from "~/modules/assistant/planner/events.server";

/** Monday 16 November 2026, 10:00 UK time: the moment the planner's date tests read an owner's words at. */
export const PLANNER_NOW = new Date("2026-11-16T10:00:00Z");

/** The period `words` name (or why none can be read), read at PLANNER_NOW as the planner reads a message. */
export const periodAtNow = (words: string) => eventPeriod(words.toLowerCase(), words, PLANNER_NOW);
