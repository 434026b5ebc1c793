import { z } from "zod";

import { MAX_SEARCH_LENGTH } from "~/lib/admin-query";
import { KeysetQuerySchema } from "~/lib/keyset";
import { ShippingAddressSchema } from "~/modules/checkout/checkout.schema";

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

const ADDRESS_KEYS = ["fullName", "streetAddress", "apartment", "city", "postcode"] as const;
/** The default address follows checkout's rules (the phone is the record's own); country from the shop's list. */
const DefaultAddressSchema = ShippingAddressSchema.omit({ phone: true });
// checkout's phone rule, which takes an empty field too
const optionalPhone = z.string().trim().pipe(ShippingAddressSchema.shape.phone.unwrap());

export const MAX_TAGS = 20;
const tagList = z
  .string()
  .max(1000, "Tags must be at most 1000 characters")
  .default("")
  .transform((text) => [...new Set(text.split(",").map((tag) => tag.trim().replace(/\s+/g, " ")))].filter(Boolean))
  .refine((tags) => tags.length <= MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .refine((tags) => tags.every((tag) => tag.length <= 40), "Each tag must be at most 40 characters");

/**
 * The customer record an operator keeps (the customer page's form): phone, tags (comma-separated), notes and a
 * default address, which is left out when all its lines are empty and otherwise checked whole.
 */
export const CustomerRecordSchema = z
  .object({
    email: CustomerEmailSchema,
    phone: optionalPhone.default(""),
    tags: tagList,
    notes: z.string().trim().max(5000, "Notes must be at most 5000 characters").default(""),
    address: z.record(z.string(), z.string().max(1000)).default({}),
  })
  .transform(({ address, ...record }, ctx) => {
    if (ADDRESS_KEYS.every((key) => !address[key]?.trim())) return { ...record, defaultAddress: null };
    const parsed = DefaultAddressSchema.safeParse(address);
    if (parsed.success) return { ...record, defaultAddress: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ["address", ...issue.path] } as never);
    return z.NEVER;
  });
export type CustomerRecordInput = z.input<typeof CustomerRecordSchema>;

/** How each status reads, on the page and in the CSV. */
export const NEWSLETTER_LABELS: Record<NewsletterStatus, string> = {
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  none: "Not subscribed",
};
