import { and, asc, count, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";

import type { Db } from "~/db/client.server";
import type { addons } from "~/db/schema/addons";
import type { Product, products } from "~/db/schema/catalog";
import { pageWindow } from "~/lib/admin-query";
import { containsPattern } from "~/lib/like-pattern";

type ItemTable = typeof products | typeof addons;

/**
 * The live (not deleted) products or add-ons a back-office list or bulk change picks: those with the status and a
 * name containing the words an admin filtered by, and any conditions of the kind's own (an add-on's type).
 */
export const liveItemsWhere = (
  table: ItemTable,
  { status, nameContains }: { status?: Product["status"] | null; nameContains?: string | null },
  ...own: (SQL | undefined)[]
) =>
  and(
    isNull(table.deletedAt),
    status ? eq(table.status, status) : undefined,
    nameContains ? ilike(table.name, containsPattern(nameContains)) : undefined,
    ...own,
  );

/**
 * One page of the products or add-ons list: the items `where` picks, counted, and the requested page of them
 * (the last one when it is past the end), newest first. Name and id break ties (a seeded or imported catalogue
 * shares one time), so every page asks for the same order and no item shows on two pages or on none.
 */
export async function newestItemsPage<Fields extends SelectedFields>(
  db: Db,
  table: ItemTable,
  columns: Fields,
  where: SQL | undefined,
  requested: number,
) {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  const window = pageWindow(total, requested);
  const rows = await db
    // drizzle cannot follow a generic selection through its builder; the rows are what `columns` names
    .select(columns as SelectedFields)
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), asc(table.name), asc(table.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows: rows as SelectResultFields<Fields>[], total, page: window.page, pageCount: window.pageCount };
}
