// The shop's one dispatch promise, from settings (a cut-off time and the days parcels leave): the
// Support page and the product page (when no dates can be known) say it. Times are UK time. The dates a
// parcel leaves and arrives are delivery-dates.ts's.
export type DispatchSettings = { dispatchCutoff: string; dispatchDays: number[] };

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "14:00" as minutes after midnight; an unreadable time counts as no cut-off at all (midnight). */
function cutoffMinutes(cutoff: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** "2pm", "2:30pm", "12pm" */
export function formatCutoff(cutoff: string): string {
  const minutes = cutoffMinutes(cutoff);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "am" : "pm"}`;
}

function validDays(days: number[]): number[] {
  return [...new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
}

/** "Monday to Friday" for a run of days, else "Monday, Wednesday and Friday". */
export function formatDays(days: number[]): string {
  const list = validDays(days);
  if (list.length === 7) return "every day";
  const isRun = list.length > 2 && list.every((d, i) => i === 0 || d === list[i - 1] + 1);
  if (isRun) return `${DAY_NAMES[list[0]]} to ${DAY_NAMES[list[list.length - 1]]}`;
  const names = list.map((d) => DAY_NAMES[d]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");
}

/** The sentence every page shows, or null when no dispatch day is set. */
export function dispatchPromise(settings: DispatchSettings): string | null {
  const days = validDays(settings.dispatchDays);
  if (!days.length) return null;
  return (
    `Order by ${formatCutoff(settings.dispatchCutoff)} (UK time), ${formatDays(days)}, ` +
    `and we dispatch the same day.`
  );
}
