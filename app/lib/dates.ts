// Dates in the back office are shown in UK time whatever the server's or browser's zone, so server
// and client render the same text.
const DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "2-digit", month: "2-digit", year: "numeric" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** 21/11/2026 */
export function formatDateGB(value: Date | string): string {
  return DATE.format(new Date(value));
}

/** 21/11/2026, 13:05 */
export function formatDateTimeGB(value: Date | string): string {
  return DATE_TIME.format(new Date(value));
}
