// Keyset pages for the back office's long lists (customers, activity, subscribers): first, next, previous and
// last pages read from an index in the list's order, with no OFFSET, so page 5,000 costs what page 1 costs.
// A cursor is the sort key of a page's edge row, as text the database gave (exact to the microsecond).
// The page arithmetic is in keyset.server.ts; this file is safe in the browser.
import { z } from "zod";

/** Which page of a keyset list is asked for: the first (default), after or before a cursor, or the last. */
export const KeysetQuerySchema = z.object({
  after: z.string().max(400).optional().catch(undefined),
  before: z.string().max(400).optional().catch(undefined),
  last: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v === "1"),
});
export type KeysetQuery = z.input<typeof KeysetQuerySchema>;

/** The links a keyset page offers: cursors for the neighbouring pages, and whether the ends are elsewhere. */
export type KeysetLinks = { previous: string | null; next: string | null; hasFirst: boolean; hasLast: boolean };
