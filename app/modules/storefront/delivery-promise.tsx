import { useEffect, useState } from "react";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatPrice } from "~/lib/money";
import {
  DELIVERY_METHOD_LABELS,
  deliveryEstimate,
  formatDeliveryRange,
  orderByLine,
  type DeliveryCalendar,
  type DeliveryMethodName,
} from "~/modules/settings/delivery-dates";

export type DeliveryPromiseData = {
  calendar: DeliveryCalendar;
  /** when the server rendered the page (ISO): the first render in the browser reads the same moment */
  renderedAt: string;
  /** each method's fee for this item alone (pence, 0 when free) */
  fees: Record<DeliveryMethodName, number>;
  /** the dispatch sentence, shown only when the dates cannot be known */
  fallback: string | null;
};

const METHODS: DeliveryMethodName[] = ["standard", "express"];
const TICK_MS = 30_000;
const feeText = (fee: number) => (fee ? formatPrice(fee) : "Free");

/**
 * The product page's delivery lines, from the one delivery calculator. The server's HTML (cached) names
 * today's cut-off and is rendered again when it passes; in the browser the line counts down to it.
 */
export function DeliveryPromise({ promise }: { promise: DeliveryPromiseData }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const at = now ?? new Date(promise.renderedAt);
  const estimates = METHODS.map((method) => deliveryEstimate(at, method, promise.calendar));
  const [standard] = estimates;
  const icon = <SpriteIcon name="Truck" className="h-5 w-5 shrink-0 text-primary" />;
  if (!standard || estimates.some((e) => !e)) {
    return promise.fallback ? (
      <li className="flex items-center gap-3">
        {icon} {promise.fallback}
      </li>
    ) : null;
  }
  return (
    <li className="flex items-start gap-3" data-testid="delivery-promise">
      {icon}
      <div>
        <p className="font-medium">{orderByLine(standard, promise.calendar, now !== null)}</p>
        <ul className="mt-1 text-muted-foreground">
          {METHODS.map((method, i) => (
            <li key={method}>
              {DELIVERY_METHOD_LABELS[method]} ({feeText(promise.fees[method])}): {formatDeliveryRange(estimates[i]!)}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
