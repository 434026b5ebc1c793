// Every date the shop shows, in one place: en-GB, in UK time whatever the server's or browser's
// zone, so the server-rendered page and the hydrated one agree.
const UK = "Europe/London";
const DATE = new Intl.DateTimeFormat("en-GB", { timeZone: UK, day: "2-digit", month: "2-digit", year: "numeric" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: UK, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
const MEDIUM_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: UK, day: "numeric", month: "short", year: "numeric" });
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: UK, day: "numeric", month: "long", year: "numeric" });
const LONG_DATE_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: UK, day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** 21/11/2026 */
export function formatDateGB(value: Date | string): string {
  return DATE.format(new Date(value));
}

/** 21/11/2026, 13:05 */
export function formatDateTimeGB(value: Date | string): string {
  return DATE_TIME.format(new Date(value));
}

/** 21 Nov 2026 */
export function formatMediumDateGB(value: Date | string): string {
  return MEDIUM_DATE.format(new Date(value));
}

/** 21 November 2026 */
export function formatLongDateGB(value: Date | string): string {
  return LONG_DATE.format(new Date(value));
}

/** 21 November 2026 at 13:05 */
export function formatLongDateTimeGB(value: Date | string): string {
  return LONG_DATE_TIME.format(new Date(value));
}
