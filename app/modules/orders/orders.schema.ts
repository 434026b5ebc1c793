import { z } from "zod";

import { ORDER_STATUSES, type OrderStatus } from "~/db/order-status";
import { KeysetQuerySchema } from "~/lib/keyset";
import { MAX_COUNT } from "~/lib/money";
import { poundsToPence } from "~/lib/schema-fields";
import { ShippingAddressSchema } from "~/modules/checkout/checkout.schema";

import { CARRIER_CODES, TRACKING_PLACEHOLDER, type CarrierCode } from "./carriers";

/** What an operator sets by hand; `cancelled` comes only from Cancel order, which refunds and restocks. */
export const SETTABLE_ORDER_STATUSES = ["pending", "processing", "shipped", "delivered"] as const;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
export const ORDERS_PAGE_SIZE = 20;

/** Where an order's money stands, from its refunds: nothing back, some back, or all of it. */
export const PAYMENT_STATES = ["paid", "partially_refunded", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};
export function paymentStateOf(order: { total: number; refundedTotal: number }): PaymentState {
  if (order.refundedTotal <= 0) return "paid";
  return order.refundedTotal >= order.total ? "refunded" : "partially_refunded";
}

/** The admin order list's query string: search, status and payment filters, page. Bad values fall back to defaults. */
export const OrderListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(PAYMENT_STATES).optional().catch(undefined),
  /** keyset pages: first (default), after or before a cursor, or the last */
  ...KeysetQuerySchema.shape,
  /** placed at or after `from` and before `to` (the assistant's "today", "this week") */
  from: z.coerce.date().optional().catch(undefined),
  to: z.coerce.date().optional().catch(undefined),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
/** The list's conditions, without its page. */
export type OrderListFilters = Omit<OrderListQuery, "after" | "before" | "last">;

/** The order details dialog: status, tracking number and internal notes (orders are never deleted). */
export const UpdateOrderSchema = z.object({
  id: z.string().uuid("Unknown order"),
  // Any status parses (a cancelled order's form still posts its status); the module refuses setting or
  // leaving `cancelled` here.
  status: z.enum(ORDER_STATUSES, { message: "Choose a status" }),
  trackingNumber: z
    .string()
    .trim()
    .max(100, "Tracking number must be at most 100 characters")
    .regex(/^[A-Za-z0-9 -]*$/, "Tracking number may contain only letters, digits, spaces and hyphens")
    .transform((v) => (v === "" ? null : v.replace(/\s+/g, "").toUpperCase()))
    // null is "no tracking number", so an already parsed update parses to itself (updateOrder checks again)
    .nullable(),
  notes: z.string().max(5000, "Notes must be at most 5000 characters").default(""),
  /** absent keeps the stored carrier; "" clears it */
  carrier: z.enum(CARRIER_CODES, { message: "Choose a carrier" }).or(z.literal("")).optional(),
  carrierUrlPattern: z
    .string()
    .trim()
    .max(500, "The link must be at most 500 characters")
    .refine(
      (v) => v === "" || (/^https:\/\/[^\s]+$/.test(v) && v.includes(TRACKING_PLACEHOLDER)),
      `Enter an https:// link with ${TRACKING_PLACEHOLDER} where the tracking number goes`,
    )
    .optional(),
  /** packed as a gift; absent keeps the stored flag (the form always posts "true" or "false") */
  gift: z.preprocess((v) => (v === undefined ? v : v === true || v === "on" || v === "true"), z.boolean().optional()),
});

/** The delivery address, editable on the order page until the order ships: the checkout's own rules. */
export const EditShippingAddressSchema = ShippingAddressSchema.extend({ id: z.string().uuid("Unknown order") });
export type EditShippingAddress = z.input<typeof EditShippingAddressSchema>;

/**
 * A JSON client's partial change (POST /api/admin/orders/{orderNumber}): any of status, tracking number
 * and notes; the rest stays as stored, and the whole goes through UpdateOrderSchema.
 */
/** The order form's fields as posted; updateOrder checks them itself. */
export type UpdateOrderForm = z.input<typeof UpdateOrderSchema>;

export const OrderChangesSchema = z.strictObject(
  {
    status: z.unknown().optional(),
    trackingNumber: z.unknown().optional(),
    notes: z.unknown().optional(),
    carrier: z.unknown().optional(),
    carrierUrlPattern: z.unknown().optional(),
    gift: z.unknown().optional(),
  },
  {
    error:
      "Send an object with any of status, trackingNumber, notes, carrier, carrierUrlPattern and gift " +
      "(cancel and refund on the order page)",
  },
);

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** A switch that is on unless it says otherwise: absent is on, so callers that never ask keep the default. */
const onUnlessOff = z.preprocess((v) => v === undefined || v === true || v === "on" || v === "true", z.boolean());

/**
 * Cancel order (order page): payment refunded in full; the stock goes back and the customer is emailed
 * unless the operator switches either off.
 */
export const CancelOrderSchema = z.object({
  id: z.string().uuid("Unknown order"),
  reason: z.string().trim().max(500, "Reason must be at most 500 characters").default(""),
  notify: onUnlessOff,
  restock: onUnlessOff,
});
/** The switches may be left out (on), as the customer's own cancel and the assistant leave them. */
export type CancelOrder = Omit<z.input<typeof CancelOrderSchema>, "notify" | "restock"> & {
  notify?: boolean | string;
  restock?: boolean | string;
};

/** How many of one order line (by index) a refund or a return takes. */
export const orderLineQuantity = z.object({
  index: z.number().int().min(0).max(MAX_COUNT),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(0, "Quantity must be a whole number")
    .max(MAX_COUNT, "Quantity must be a whole number"),
});
const orderLineQuantities = z.array(orderLineQuantity).max(100);

/**
 * Refund (order page): by lines (a quantity per order line, its price each), by an amount in pounds, or
 * the rest of the payment in one step.
 * The module checks it against what was paid and what was refunded already.
 */
export const RefundOrderSchema = z
  .object({
    id: z.string().uuid("Unknown order"),
    /** `rest`: whatever is left of the payment, with every line not yet refunded */
    mode: z.enum(["lines", "amount", "rest"], { message: "Choose items or an amount" }),
    lines: orderLineQuantities.default([]),
    amount: poundsToPence("Enter an amount in pounds, e.g. 12.50", "Refund amount").optional(),
    restock: checkbox.default(false),
    reason: z.string().trim().max(500, "Reason must be at most 500 characters").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "lines" && !v.lines.some((l) => l.quantity > 0))
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Choose at least one item to refund" });
    if (v.mode === "amount" && !v.amount)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount to refund" });
  });

/** The refund form posts `quantity-<line>` fields; this turns them into the schema's `lines`. */
/** The refund form's fields as posted (refundFormInput gathers the per-line quantities); refundOrder checks them. */
export type RefundOrderForm = z.input<typeof RefundOrderSchema>;

export function refundFormInput(fields: Record<string, unknown>): Record<string, unknown> {
  const lines: { index: number; quantity: unknown }[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const m = /^quantity-(\d{1,3})$/.exec(key);
    if (!m) continue;
    const text = String(value).trim();
    lines.push({ index: Number(m[1]), quantity: text === "" ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN });
  }
  return { ...fields, lines };
}

/**
 * The part of Stripe's signed `charge.refunded` event the shop reads. Signed is not the same as
 * well-formed: amounts are whole pence, or the event is refused with a 400 before anything is written.
 */
export const RefundedChargeSchema = z.object({
  payment_intent: z.string("The event has no payment id.").min(1).max(255),
  amount_refunded: z
    .number("The event has no refunded amount.")
    .int("The event's refunded amount must be whole pence.")
    .min(0, "The event's refunded amount must be whole pence.")
    .max(Number.MAX_SAFE_INTEGER),
  refunds: z
    .object({
      data: z
        .array(z.object({ id: z.string().max(255).optional() }).loose())
        .max(1000)
        .optional(),
    })
    .loose()
    .nullish(),
});

/** Record a return (order page): which items are coming back and why; `quantity-<line>` fields as for refunds. */
export const RecordReturnSchema = z.object({
  id: z.string().uuid("Unknown order"),
  lines: orderLineQuantities.refine(
    (lines) => lines.some((l) => l.quantity > 0),
    "Choose at least one item being returned",
  ),
  reason: z.string().trim().min(1, "Give the reason for the return").max(500, "Reason must be at most 500 characters"),
});
export type RecordReturnForm = z.input<typeof RecordReturnSchema>;

/** The returned parcel arrived: refund and restock its items. */
export const ReceiveReturnSchema = z.object({ returnId: z.string().uuid("Unknown return") });
export type ReceiveReturn = z.input<typeof ReceiveReturnSchema>;

const isoDay = (label: string) =>
  z
    .string({ error: `Choose the ${label} date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${label} date`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `Choose the ${label} date`);

/** The most days one orders CSV covers: a year and a day, so a whole tax year always fits. */
export const ORDER_EXPORT_MAX_DAYS = 366;

/**
 * The orders CSV: every order placed from `from` to `to` (whole UK days, both included), or the orders
 * ticked on the list (`id`, one or more), whatever their dates.
 */
export const OrderExportSelectionSchema = z.object({
  id: z.array(z.string().uuid("Unknown order")).min(1, "Tick at least one order").max(500),
});
export const OrderExportRangeSchema = z
  .object({ from: isoDay("first"), to: isoDay("last") })
  .refine((v) => v.from <= v.to, { path: ["to"], message: "The last date must not be before the first" })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < ORDER_EXPORT_MAX_DAYS, {
    path: ["to"],
    message: `Export at most ${ORDER_EXPORT_MAX_DAYS} days at a time`,
  });
/** Every order the shop has taken: the export streams, so all time costs memory no more than a day does. */
export type OrderExportAllTime = { all: true };
export type OrderExportQuery =
  z.input<typeof OrderExportSelectionSchema> | z.input<typeof OrderExportRangeSchema> | OrderExportAllTime;

/** The orders list's bulk actions on the ticked rows (`id`, one or more). */
export const BULK_ORDER_ACTIONS = ["ship", "slips", "export"] as const;
const tickedOrders = z
  .array(z.string().uuid("Unknown order"), { error: "Tick at least one order" })
  .min(1, "Tick at least one order")
  .max(100, "Tick at most 100 orders");
export const BulkOrdersSchema = z.object({
  intent: z.enum(BULK_ORDER_ACTIONS, { message: "Unknown action." }),
  id: tickedOrders,
});

/** Carriers for a bulk "Mark shipped": "Other" needs its own link, so it is chosen on an order's page. */
export const BULK_CARRIERS = CARRIER_CODES.filter((c) => c !== "other");
export const BulkShipSchema = z.object({
  id: tickedOrders,
  carrier: z.enum(BULK_CARRIERS as [CarrierCode, ...CarrierCode[]], { message: "Choose a carrier" }),
});
export type BulkShip = z.input<typeof BulkShipSchema>;
