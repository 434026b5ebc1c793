import { z } from "zod";

import type { OrderStatus } from "~/db/order-status";

// Inputs and the public response of order tracking (SPEC §3 'Tracking response', §5 'Tracking').
// Safe on both sides: the page validates with the same schema the server re-checks.

export const ORDER_NUMBER_REQUIRED = "Please enter an order number";

export const TrackOrderSchema = z.object({
  orderNumber: z
    .string({ error: ORDER_NUMBER_REQUIRED })
    .trim()
    .min(1, ORDER_NUMBER_REQUIRED)
    .max(64, "That doesn't look like an order number. Please check it and try again."),
});
export type TrackOrder = z.infer<typeof TrackOrderSchema>;

/** The settings page's "Test" button: checks a 17TRACK key (blank means the saved one). */
export const TrackConnectionTestSchema = z.object({
  orderNumber: z.string().max(64).optional(),
  testConnection: z.literal(true),
  apiKey: z.string().trim().max(200).optional().default(""),
});
export type TrackConnectionTest = z.infer<typeof TrackConnectionTestSchema>;

export const CONNECTION_OK = "API key is valid and working";
export const CONNECTION_FAILED = "Failed to connect. Please check your API key.";
export type ConnectionTestResult = { success: boolean; message: string };

export type TrackingEvent = {
  /** ISO 8601 with the carrier's offset */
  time: string;
  status: string;
  location: string | null;
};

export type LiveTracking = {
  carrier_name: string | null;
  status_text: string;
  origin_country: string | null;
  destination_country: string | null;
  /** newest first */
  events: TrackingEvent[];
};

/** What `POST /api/track-order` answers: never the customer's name, email or address. */
export type TrackingResponse = {
  order: {
    order_number: string;
    order_status: OrderStatus;
    /** ISO 8601 */
    order_date: string;
    tracking_number: string | null;
    /** the carrier the shop chose when it shipped, and the parcel's page on the carrier's site */
    carrier_name: string | null;
    carrier_tracking_url: string | null;
    /** what the parcel holds, without prices (the page is open to anyone with the number) */
    items: { name: string; variant: string | null; quantity: number }[];
    /** whether money went back, never how much */
    refund: "none" | "partial" | "full";
    /** "Express delivery", and the dates the delivery calculator promised ("Tue 1 – Wed 2 Dec") */
    delivery_method: string;
    estimated_delivery: string | null;
    /** the VAT invoice, for the browser that placed the order only */
    invoice_url: string | null;
  };
  /** null when there is no tracking number yet, or no live information could be read */
  tracking: LiveTracking | null;
  message?: string;
  error?: string;
};

/** What a lookup ended in, for the page: results, an answer carrying `error`, or a failed call. */
export type TrackOutcome =
  { kind: "found"; response: TrackingResponse } | { kind: "error"; error: string } | { kind: "failed"; error: string };

export const TRACK_FAILED = "Failed to track order";
export const TRACK_FAILED_TOAST = "Failed to track order. Please try again.";

/** Reads what `POST /api/track-order` answered (SPEC §8 'Tracking' decides what each case shows). */
export function outcomeFromReply(ok: boolean, body: unknown): TrackOutcome {
  const reply = (typeof body === "object" && body !== null ? body : {}) as Partial<TrackingResponse>;
  if (typeof reply.error === "string" && reply.error) return { kind: "error", error: reply.error };
  if (ok && reply.order && typeof reply.order.order_number === "string")
    return { kind: "found", response: reply as TrackingResponse };
  return { kind: "failed", error: TRACK_FAILED };
}
