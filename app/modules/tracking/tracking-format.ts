// Dates on the tracking page: en-GB, in UK time on the server and in every browser alike (so the
// server-rendered page and the hydrated one agree).
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** "2026-11-21T10:00:00Z" -> "21 November 2026" */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/** "2026-11-19T06:40:00+00:00" -> "19 November 2026 at 06:40" */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export const ORDER_STATUS_LABEL: Record<string, string> = { pending: "Pending", processing: "Processing", shipped: "Shipped" };
