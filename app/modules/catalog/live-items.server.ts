import { and, eq, ilike, isNull, type SQL } from "drizzle-orm";

import type { addons } from "~/db/schema/addons";
import type { Product, products } from "~/db/schema/catalog";
import { containsPattern } from "~/lib/like-pattern";

/**
 * The live (not deleted) products or add-ons a back-office list or bulk change picks: those with the status and a
 * name containing the words an admin filtered by, and any conditions of the kind's own (an add-on's type).
 */
export const liveItemsWhere = (
  table: typeof products | typeof addons,
  { status, nameContains }: { status?: Product["status"] | null; nameContains?: string | null },
  ...own: (SQL | undefined)[]
) =>
  and(
    isNull(table.deletedAt),
    status ? eq(table.status, status) : undefined,
    nameContains ? ilike(table.name, containsPattern(nameContains)) : undefined,
    ...own,
  );
