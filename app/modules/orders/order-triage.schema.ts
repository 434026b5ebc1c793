import { z } from "zod";

import type { OrderStatus } from "~/db/order-status";
import { DELIVERY_METHOD_LABELS, deliveryMethodOf } from "~/modules/settings/delivery-dates";

import { OrderListQuerySchema } from "./orders.schema";

// The orders list as an operator triages it: a tab (what still needs doing, what came in today, everything)
// and a period (a preset or a range of UK days) that the list and its CSV read alike.

export const ORDER_VIEWS = ["unfulfilled", "today", "all"] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];
export const ORDER_VIEW_LABELS: Record<OrderView, string> = { unfulfilled: "Unfulfilled", today: "Today", all: "All" };

/** Orders still to pack and send: paid for, not yet shipped, not cancelled. */
export const UNFULFILLED_STATUSES = ["pending", "processing"] as const satisfies readonly OrderStatus[];

export const ORDER_PERIODS = ["today", "yesterday", "7d", "30d", "month"] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];
export const ORDER_PERIOD_LABELS: Record<OrderPeriod, string> = {
  today: "Today",
  yesterday: "Yesterday",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  month: "This month",
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** The list page's query string; a bad value falls back to no filter, as the other filters do. */
export const OrderTriageQuerySchema = OrderListQuerySchema.omit({ from: true, to: true }).extend({
  view: z.enum(ORDER_VIEWS).catch("all"),
  period: z.enum(ORDER_PERIODS).optional().catch(undefined),
  /** a range of UK days, both included; either end may be open */
  from: day,
  to: day,
});
export type OrderTriageQuery = z.infer<typeof OrderTriageQuerySchema>;

/** The name of a stored delivery method, as the badge and the packing slip show it ("Express"). */
export function deliveryMethodName(method: string): string {
  return DELIVERY_METHOD_LABELS[deliveryMethodOf(method)].replace(/ delivery$/, "");
}
