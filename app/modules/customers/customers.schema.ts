import { z } from "zod";

import { MAX_SEARCH_LENGTH } from "~/lib/admin-query";
import { KeysetQuerySchema } from "~/lib/keyset";

// What the Customers pages accept: the list's search and page, and a customer's address from the URL.

export const CustomerListQuerySchema = KeysetQuerySchema.extend({
  search: z.string().trim().max(MAX_SEARCH_LENGTH).default(""),
});
export type CustomerListQuery = z.input<typeof CustomerListQuerySchema>;

/** A customer is their email address, compared without regard to case (orders keep what was typed). */
export const CustomerEmailSchema = z
  .string()
  .trim()
  .min(1, "Customer not found")
  .max(320, "Customer not found")
  .transform((email) => email.toLowerCase());

/** Where an address stands with the mailing list: on it, left it, or never joined. */
export type NewsletterStatus = "subscribed" | "unsubscribed" | "none";

/** How each status reads, on the page and in the CSV. */
export const NEWSLETTER_LABELS: Record<NewsletterStatus, string> = {
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  none: "Not subscribed",
};
