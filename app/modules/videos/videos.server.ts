// Videos as the public sees them: the storefront's reads filter with this, so the rule is written once.
import { and, eq, isNull, type SQL } from "drizzle-orm";

import { videos } from "~/db/schema/videos";

/** A video the public may see: published and not deleted (a deleted one waits for Undo, ADR 062). */
export const publishedVideo: SQL = and(eq(videos.status, "published"), isNull(videos.deletedAt))!;
