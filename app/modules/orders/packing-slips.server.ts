import { inArray } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";

import { OrderExportSelectionSchema } from "./orders.schema";
import type { Slip } from "./packing-slip";

/**
 * What a packing slip shows for each order asked for, in the order asked: number, date, delivery
 * address and the lines to pick. Prices are left off: a slip travels in the parcel, which may be a gift.
 */
export async function getPackingSlips(db: Db, ids: string[]): Promise<Slip[]> {
  const { id } = parseInput(OrderExportSelectionSchema, { id: ids });
  const rows = await db.select().from(orders).where(inArray(orders.id, id));
  if (rows.length === 0) throw new DomainError("not_found", "Order not found");
  const byId = new Map(rows.map((o) => [o.id, o]));
  return [...new Set(id)]
    .map((orderId) => byId.get(orderId))
    .filter((o) => o !== undefined)
    .map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      orderDate: o.orderDate,
      shippingAddress: o.shippingAddress,
      items: o.items.map((item) => ({ name: item.name, variant: item.variant, quantity: item.quantity })),
    }));
}
