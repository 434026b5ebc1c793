import { useEffect, useState } from "react";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import { countdownLine } from "~/modules/settings/delivery-countdown";

/**
 * What the delivery calculator says from one moment to the next (the next cut-off or UK midnight), worked out on
 * the server (delivery-promise.server.ts): the browser picks the period it is in and never runs the calendar.
 */
export type DeliveryPeriod = {
  /** when the period ends (epoch ms) */
  until: number;
  /** the line a page rendered for the cache shows, true all period long */
  line: string;
  /** today's cut-off (epoch ms) when the period runs up to it: the browser counts down to it */
  cutoff: number | null;
  /** the standard method's dates, which the countdown names */
  range: string;
  /** each method's name, cost and dates: "Standard delivery (£4.99): Tue 2 – Thu 4 Dec" */
  methods: string[];
};

export type DeliveryPromiseData = {
  /** when the server rendered the page (epoch ms): the first render in the browser reads the same moment */
  renderedAt: number;
  /** the periods from then on, for the days ahead; empty when no dates can be known */
  periods: DeliveryPeriod[];
  /** the dispatch sentence, shown only when the dates cannot be known */
  fallback: string | null;
};

const TICK_MS = 30_000;
const MINUTE_MS = 60_000;

/**
 * The lines for `now` (epoch ms; null for the server's render and the first one in the browser, which read the
 * moment the page was rendered): the period's cached sentence, or a countdown to today's cut-off once a clock
 * ticks. Null past the last period, or when no dates can be known.
 */
export function deliveryLines(promise: DeliveryPromiseData, now: number | null) {
  const at = now ?? promise.renderedAt;
  const period = promise.periods.find((p) => at < p.until);
  if (!period) return null;
  // whole minutes to the cut-off, as the calculator counts them: the cut-off less the minute it is now
  const line =
    now !== null && period.cutoff !== null
      ? countdownLine((period.cutoff - Math.floor(now / MINUTE_MS) * MINUTE_MS) / MINUTE_MS, period.range)
      : period.line;
  return { line, methods: period.methods };
}

/**
 * The product page's delivery lines, from the one delivery calculator. The server's HTML (cached) names
 * today's cut-off and is rendered again when it passes; in the browser the line counts down to it.
 */
export function DeliveryPromise({ promise }: { promise: DeliveryPromiseData }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const lines = deliveryLines(promise, now);
  const icon = <SpriteIcon name="Truck" className="h-5 w-5 shrink-0 text-primary" />;
  if (!lines) {
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
        <p className="font-medium">{lines.line}</p>
        <ul className="mt-1 text-muted-foreground">
          {lines.methods.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
