import type { Settings } from "~/db/schema/settings";
import { formatPrice } from "~/lib/money";
import { deliveryCost } from "~/modules/cart/delivery";
import {
  DELIVERY_METHOD_LABELS,
  deliveryCalendar,
  deliveryEstimate,
  formatDeliveryRange,
  nextEstimateChange,
  orderByLine,
  type DeliveryCalendar,
  type DeliveryMethodName,
} from "~/modules/settings/delivery-dates";
import { dispatchPromise } from "~/modules/settings/dispatch";

import type { DeliveryPeriod, DeliveryPromiseData } from "./delivery-promise";

const METHODS: DeliveryMethodName[] = ["standard", "express"];
/** How far ahead the page's periods reach: longer than a shopper keeps one page open. */
const HORIZON_MS = 8 * 86_400_000;

/**
 * The calculator's answer for each period from `now` until the horizon (each ends at the next cut-off or UK
 * midnight, when an estimate can change); it stops early where the dates can no longer be known.
 */
export function deliveryPeriods(
  calendar: DeliveryCalendar,
  fees: Record<DeliveryMethodName, number>,
  now: Date,
): DeliveryPeriod[] {
  const periods: DeliveryPeriod[] = [];
  // counted from the end of the current period, so every render within one period carries the same periods
  const horizon = nextEstimateChange(now, calendar).getTime() + HORIZON_MS;
  for (let at = now; at.getTime() < horizon;) {
    const estimates = METHODS.map((method) => deliveryEstimate(at, method, calendar));
    const [standard] = estimates;
    if (!standard || estimates.some((e) => !e)) break;
    const until = nextEstimateChange(at, calendar);
    if (until.getTime() <= at.getTime()) break;
    const minute = Math.floor(at.getTime() / 60_000) * 60_000;
    periods.push({
      until: until.getTime(),
      line: orderByLine(standard, calendar, false),
      cutoff: standard.minutesToCutoff === null ? null : minute + standard.minutesToCutoff * 60_000,
      range: formatDeliveryRange(standard),
      methods: METHODS.map((method, i) => {
        const fee = fees[method] ? formatPrice(fees[method]) : "Free";
        return `${DELIVERY_METHOD_LABELS[method]} (${fee}): ${formatDeliveryRange(estimates[i]!)}`;
      }),
    });
    at = until;
  }
  return periods;
}

/** Every render within one period computes the same periods (each names absolute times), so they are kept until
 * the first one ends, by calendar and fees: the calculator runs once per cut-off or midnight, not once per page. */
const keptPeriods = new Map<string, { from: number; until: number; periods: DeliveryPeriod[] }>();
const KEPT_PERIODS_MAX = 64;

function periodsAt(calendar: DeliveryCalendar, fees: Record<DeliveryMethodName, number>, now: Date) {
  const key = JSON.stringify([calendar, fees]);
  const at = now.getTime();
  const kept = keptPeriods.get(key);
  if (kept && kept.from <= at && at < kept.until) return kept.periods;
  const periods = deliveryPeriods(calendar, fees, now);
  if (keptPeriods.size >= KEPT_PERIODS_MAX) keptPeriods.clear();
  if (periods.length) keptPeriods.set(key, { from: at, until: periods[0].until, periods });
  return periods;
}

/**
 * What the product page needs to say when this item arrives: the calculator's answers for the days ahead (the
 * browser picks the one it is in as the clock moves), the moment it rendered, and the dispatch sentence for when
 * no dates can be known. `expiresAt`: when the rendered line stops being true.
 */
export function productDelivery(settings: Omit<Settings, "id" | "updatedAt">, price: number, now = new Date()) {
  const calendar = deliveryCalendar(settings);
  const fees = {
    standard: deliveryCost(price, "standard", settings.freeDeliveryThreshold),
    express: deliveryCost(price, "express", settings.freeDeliveryThreshold),
  };
  const promise: DeliveryPromiseData = {
    renderedAt: now.getTime(),
    periods: periodsAt(calendar, fees, now),
    fallback: dispatchPromise(settings),
  };
  return { promise, expiresAt: nextEstimateChange(now, calendar).getTime() };
}
