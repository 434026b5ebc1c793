import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

// Orders: created once per payment by the checkout, read by the confirmation and tracking pages,
// managed in the back office. Keep each caller's functions in its own block below.

export async function getOrderByNumber(db: Db, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
  return row ?? null;
}
