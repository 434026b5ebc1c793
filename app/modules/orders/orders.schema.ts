import { z } from "zod";

export const ORDER_STATUSES = ["pending", "processing", "shipped"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDERS_PAGE_SIZE = 20;

/** The admin order list's query string: search, status filter, page. Bad values fall back to defaults. */
export const OrderListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100000).catch(1),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** The order details dialog: status, tracking number and internal notes (orders are never deleted). */
export const UpdateOrderSchema = z.object({
  id: z.string().uuid("Unknown order"),
  status: z.enum(ORDER_STATUSES, { message: "Choose a status" }),
  trackingNumber: z
    .string()
    .trim()
    .max(100, "Tracking number must be at most 100 characters")
    .regex(/^[A-Za-z0-9 -]*$/, "Tracking number may contain only letters, digits, spaces and hyphens")
    .transform((v) => (v === "" ? null : v.replace(/\s+/g, "").toUpperCase())),
  notes: z.string().max(5000, "Notes must be at most 5000 characters").default(""),
});
export type UpdateOrder = z.input<typeof UpdateOrderSchema>;
