// Videos as the public sees them: the storefront's reads filter with this, so the rule is written once.
import { eq, type SQL } from "drizzle-orm";

import { videos } from "~/db/schema/videos";

/** A video the public may see (videos are deleted outright, never soft deleted). */
export const publishedVideo: SQL = eq(videos.status, "published");
