import { formatLongDateGB, formatLongDateTimeGB } from "~/lib/dates";

// Dates on the tracking page: long en-GB, tolerating text that is not a date (17TRACK sends strings).

/** "2026-11-21T10:00:00Z" -> "21 November 2026" */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDateGB(date);
}

/** "2026-11-19T06:40:00+00:00" -> "19 November 2026 at 06:40" */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDateTimeGB(date);
}
