import { z } from "zod";

import { RecordReturnSchema } from "./orders.schema";

/** "Find my orders": the address the orders were placed with. */
export const FindOrdersSchema = z.object({
  email: z
    .string({ error: "Enter your email address" })
    .trim()
    .toLowerCase()
    .min(1, "Enter your email address")
    .max(254, "That email address is too long")
    .email("Enter a valid email address"),
});
export type FindOrdersInput = z.input<typeof FindOrdersSchema>;

/** The same answer whether or not the address has orders, so the form never tells who shops here. */
export const FIND_ORDERS_SENT =
  "If we have orders for that address, we've emailed you a link to them. The link works for one hour.";

/** How long the emailed link, and the access it gives, lasts. */
export const ORDERS_LINK_MINUTES = 60;

/** A shopper's own return, started from their order page: which items and why (the admin's form, less the id). */
export const StartReturnSchema = RecordReturnSchema.omit({ id: true });
export type StartReturnInput = z.input<typeof StartReturnSchema>;
