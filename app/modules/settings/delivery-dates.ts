// The shop's one delivery calculator: when a parcel ordered now, by a method, should arrive. The product
// page, checkout, the confirmation, its emails, the tracking page and the assistant all read it. Pure and
// free of server code, so the product page can run it again in the browser as the clock moves.
//
// A parcel leaves on the first dispatch day (before the cut-off, today) that is neither a bank holiday in
// England and Wales, where it is sent from, nor one of the shop's own closed days; it then travels the
// method's working days (Monday to Friday, less the destination's bank holidays). All in UK time.
import { countdownLine } from "./delivery-countdown";
import { formatCutoff } from "./dispatch";
import { BANK_HOLIDAYS_KNOWN_UNTIL, regionForPostcode, UK_BANK_HOLIDAYS, type UkRegion } from "./uk-bank-holidays";

export type DeliveryMethodName = "standard" | "express";

export type TransitDays = { min: number; max: number };

/** What the calculator needs from settings. */
export type DeliveryCalendar = {
  dispatchCutoff: string;
  dispatchDays: number[];
  /** the shop's own closed days, "YYYY-MM-DD" */
  closedDates: string[];
  transit: Record<DeliveryMethodName, TransitDays>;
};

export type DeliveryEstimate = {
  method: DeliveryMethodName;
  /** "YYYY-MM-DD", UK calendar days */
  dispatch: string;
  earliest: string;
  latest: string;
  /** minutes left to order for this dispatch when it is today, else null */
  minutesToCutoff: number | null;
};

const DAY_MS = 86_400_000;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
// Nothing a parcel waits for is longer than this; a longer search means no dispatch day exists.
const MAX_SEARCH_DAYS = 120;

const UK_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The UK calendar day of an instant ("YYYY-MM-DD") and its minutes after UK midnight. */
export function ukDayAndMinutes(at: Date): { day: string; minutes: number } {
  const p = Object.fromEntries(UK_PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
const nextDay = (day: string) => new Date(toDate(day).getTime() + DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => toDate(day).getUTCDay();

function cutoffMinutes(cutoff: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

const isWorkingDay = (day: string, region: UkRegion) =>
  weekday(day) !== 0 && weekday(day) !== 6 && !UK_BANK_HOLIDAYS[region].includes(day);

/** The day a parcel ordered at `at` leaves, and whether that is today before the cut-off; null if none is known. */
export function dispatchDay(at: Date, calendar: DeliveryCalendar): { day: string; today: boolean } | null {
  const { day: today, minutes } = ukDayAndMinutes(at);
  const opens = (day: string) =>
    calendar.dispatchDays.includes(weekday(day)) &&
    !calendar.closedDates.includes(day) &&
    !UK_BANK_HOLIDAYS["england-and-wales"].includes(day);
  if (opens(today) && minutes < cutoffMinutes(calendar.dispatchCutoff)) return { day: today, today: true };
  let day = nextDay(today);
  for (let i = 0; i < MAX_SEARCH_DAYS && day <= BANK_HOLIDAYS_KNOWN_UNTIL; i++, day = nextDay(day))
    if (opens(day)) return { day, today: false };
  return null;
}

function addWorkingDays(from: string, count: number, region: UkRegion): string | null {
  let day = from;
  for (let left = count; left > 0;) {
    day = nextDay(day);
    if (day > BANK_HOLIDAYS_KNOWN_UNTIL) return null;
    if (isWorkingDay(day, region)) left--;
  }
  return day;
}

/**
 * When a parcel ordered at `at` by `method` arrives at a destination in `region`, or null when the shop
 * cannot know (no dispatch day set, or the dates run past the bank holidays it knows).
 */
export function deliveryEstimate(
  at: Date,
  method: DeliveryMethodName,
  calendar: DeliveryCalendar,
  region: UkRegion = "england-and-wales",
): DeliveryEstimate | null {
  const dispatch = dispatchDay(at, calendar);
  if (!dispatch) return null;
  const { min, max } = calendar.transit[method];
  const earliest = addWorkingDays(dispatch.day, min, region);
  const latest = addWorkingDays(dispatch.day, Math.max(min, max), region);
  if (!earliest || !latest) return null;
  const minutesToCutoff = dispatch.today ? cutoffMinutes(calendar.dispatchCutoff) - ukDayAndMinutes(at).minutes : null;
  return { method, dispatch: dispatch.day, earliest, latest, minutesToCutoff };
}

/** "Tue 2 Dec" */
export function formatShortDay(day: string): string {
  const date = toDate(day);
  return `${DAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Tue 2 – Thu 4 Dec", "Mon 30 Nov – Wed 2 Dec", or "Tue 2 Dec" when both ends are one day. */
export function formatDeliveryRange(estimate: Pick<DeliveryEstimate, "earliest" | "latest">): string {
  const { earliest, latest } = estimate;
  if (earliest === latest) return formatShortDay(earliest);
  const sameMonth = earliest.slice(0, 7) === latest.slice(0, 7);
  const from = sameMonth ? formatShortDay(earliest).replace(/ \S+$/, "") : formatShortDay(earliest);
  return `${from} – ${formatShortDay(latest)}`;
}

/**
 * The product page's line: a countdown when the cut-off is live (`live`, in the browser), else a sentence
 * true until the next cut-off or midnight (the server's cached page).
 */
export function orderByLine(estimate: DeliveryEstimate, calendar: DeliveryCalendar, live: boolean): string {
  const range = formatDeliveryRange(estimate);
  if (estimate.minutesToCutoff === null) return `Order now for delivery ${range}`;
  if (live) return countdownLine(estimate.minutesToCutoff, range);
  return `Order by ${formatCutoff(calendar.dispatchCutoff)} today for delivery ${range}`;
}

/**
 * The next moment any estimate can change: today's cut-off if still ahead, else the next UK midnight. A
 * page showing estimates is true until then.
 */
export function nextEstimateChange(at: Date, calendar: DeliveryCalendar): Date {
  const { minutes } = ukDayAndMinutes(at);
  const cutoff = cutoffMinutes(calendar.dispatchCutoff);
  const untilChange = minutes < cutoff ? cutoff - minutes : 24 * 60 - minutes;
  const target = minutes < cutoff ? cutoff : 0;
  const next = Math.floor(at.getTime() / 60_000) * 60_000 + untilChange * 60_000;
  // On the days the clocks change the wall clock skips or repeats an hour, so the sum lands an hour past the
  // boundary or an hour short of it: step onto it, so every moment of one period gives the same answer.
  const wall = ukDayAndMinutes(new Date(next)).minutes;
  const short = (target - wall + 1440) % 1440;
  if (short > 0 && short <= 60) return new Date(next + short * 60_000);
  const overshoot = (wall - target + 1440) % 1440;
  return new Date(overshoot <= 60 ? next - overshoot * 60_000 : next);
}

/** Each method's name wherever an order or a choice of delivery shows it. */
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethodName, string> = {
  standard: "Standard delivery",
  express: "Express delivery",
};

/** An order's stored method as a known one (orders before express existed say "standard"). */
export const deliveryMethodOf = (method: string | null | undefined): DeliveryMethodName =>
  method === "express" ? "express" : "standard";

/** "3–5 working days" */
export function transitText(calendar: DeliveryCalendar, method: DeliveryMethodName): string {
  const { min, max } = calendar.transit[method];
  const unit = max === 1 ? "working day" : "working days";
  return min === max ? `${max} ${unit}` : `${min}–${max} ${unit}`;
}

/** The settings fields the calculator reads. */
export type DeliverySettings = {
  dispatchCutoff: string;
  dispatchDays: number[];
  closedDates: string[];
  standardDeliveryMinDays: number;
  standardDeliveryMaxDays: number;
  expressDeliveryMinDays: number;
  expressDeliveryMaxDays: number;
};

export function deliveryCalendar(settings: DeliverySettings): DeliveryCalendar {
  return {
    dispatchCutoff: settings.dispatchCutoff,
    dispatchDays: settings.dispatchDays,
    closedDates: settings.closedDates,
    transit: {
      standard: { min: settings.standardDeliveryMinDays, max: settings.standardDeliveryMaxDays },
      express: { min: settings.expressDeliveryMinDays, max: settings.expressDeliveryMaxDays },
    },
  };
}

/** What an order page, email or invoice says about delivery: the method, and its dates as promised. */
export type OrderDelivery = { method: string; estimate: string | null };

/** The method an order was placed with and the date range it was promised when placed, to its postcode. */
export function orderDelivery(
  order: { orderDate: Date | string; shippingMethod: string; postcode?: string | null },
  calendar: DeliveryCalendar,
): OrderDelivery {
  const method = deliveryMethodOf(order.shippingMethod);
  const estimate = deliveryEstimate(new Date(order.orderDate), method, calendar, regionForPostcode(order.postcode));
  return { method: DELIVERY_METHOD_LABELS[method], estimate: estimate ? formatDeliveryRange(estimate) : null };
}

/** One delivery choice as checkout and the product page show it. */
export type DeliveryOption = { label: string; time: string; dates: string | null };

/** Each method's name, working days and date range for an order placed at `at`. */
export function deliveryOptions(
  at: Date,
  calendar: DeliveryCalendar,
  region: UkRegion = "england-and-wales",
): Record<DeliveryMethodName, DeliveryOption> {
  const option = (method: DeliveryMethodName): DeliveryOption => {
    const estimate = deliveryEstimate(at, method, calendar, region);
    return {
      label: DELIVERY_METHOD_LABELS[method],
      time: transitText(calendar, method),
      dates: estimate ? formatDeliveryRange(estimate) : null,
    };
  };
  return { standard: option("standard"), express: option("express") };
}
