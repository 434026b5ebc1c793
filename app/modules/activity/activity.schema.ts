import { z } from "zod";

import { KeysetQuerySchema } from "~/lib/keyset";

/** Where a change to the store came from, as the activity log records it. */
export const ACTIVITY_ORIGINS = ["page", "assistant", "api", "system"] as const;
export type ActivityOrigin = (typeof ACTIVITY_ORIGINS)[number];

/**
 * Who made a change, as the log keeps it: plain data, so the log needs nothing from the auth module
 * (which records its own staff changes here). Auth's Actor is one of these.
 */
export type ActivityActor = { id: string; email: string; origin?: ActivityOrigin };

/** What the store changed: the first part of an entry's action (`product` in `product.update`). */
export const ACTIVITY_TARGET_TYPES = [
  "product",
  "addon",
  "review",
  "video",
  "faq",
  "settings",
  "order",
  "customer",
  "staff",
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/** The Activity page's filters, from its query string; anything unknown falls back to "all". */
export const ActivityListQuerySchema = KeysetQuerySchema.extend({
  origin: z.enum(ACTIVITY_ORIGINS).optional().catch(undefined),
  targetType: z.enum(ACTIVITY_TARGET_TYPES).optional().catch(undefined),
});
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

/** The changed fields of one entry: only keys whose values differ. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** How long a deleted product, add-on or review can still be restored (Undo) before it is removed for good. */
export const RESTORE_DAYS = 30;
/** Deleted before this moment, a record can no longer be restored and is removed for good. */
export const restoreCutoff = (now = new Date()) => new Date(now.getTime() - RESTORE_DAYS * 86_400_000);
