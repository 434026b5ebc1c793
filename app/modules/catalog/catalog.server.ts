import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products } from "~/db/schema";

/** Published products, cheapest first (SPEC §7). */
export async function listPublishedProducts(db: Db) {
  return db.select().from(products).where(eq(products.status, "published")).orderBy(asc(products.price));
}

export async function getPublishedProductBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, "published")))
    .limit(1);
  return row ?? null;
}
