import { formatDateGB } from "~/lib/dates";

// What erasing a customer's personal data would do, worked out from their orders and the retention period
// the operator set (docs/decisions/250): orders older than the period are erased, newer ones are kept until
// they pass it. Pure, so the page's dialog and the erasure say the same.

/** The moment `years` calendar years before `now`: orders placed before it may lose their customer's details. */
export function retentionCutoff(years: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** When an order placed at `orderDate` passes the retention period. */
export function keptUntil(orderDate: Date, years: number): Date {
  const until = new Date(orderDate);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

export type ErasurePlan = {
  years: number;
  cutoff: Date;
  /** orders whose customer details would be blanked */
  erasable: string[];
  /** orders inside the period: their details stay until the date given */
  kept: { orderNumber: string; until: Date }[];
};

export function erasurePlan(
  orders: readonly { orderNumber: string; orderDate: Date }[],
  years: number,
  now = new Date(),
): ErasurePlan {
  const cutoff = retentionCutoff(years, now);
  return {
    years,
    cutoff,
    erasable: orders.filter((o) => o.orderDate < cutoff).map((o) => o.orderNumber),
    kept: orders
      .filter((o) => o.orderDate >= cutoff)
      .map((o) => ({ orderNumber: o.orderNumber, until: keptUntil(o.orderDate, years) })),
  };
}

const orders = (n: number) => `${n} order${n === 1 ? "" : "s"}`;

/** The toast after an erasure: how many orders were erased, and until when newer ones keep their details. */
export function erasureMessage(done: { email: string; erased: string[]; kept: { until: Date }[] }): string {
  const last = done.kept.at(-1);
  const kept = last
    ? ` ${done.kept.length === 1 ? "1 newer order keeps" : `${done.kept.length} newer orders keep`} their ` +
      `details until ${formatDateGB(last.until)}.`
    : "";
  return `Personal data of ${done.email} erased from ${orders(done.erased.length)}.${kept}`;
}
