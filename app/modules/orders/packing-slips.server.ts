import { inArray } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { skuKey, skusOf } from "~/modules/catalog/variant-skus.server";

import { deliveryMethodName } from "./order-triage.schema";
import { OrderExportSelectionSchema } from "./orders.schema";
import type { Slip } from "./packing-slip";

/**
 * What a packing slip shows for each order asked for, in the order asked: number, date, delivery method and
 * address, the lines to pick with their SKUs and variants, the order's notes and whether it is a gift. Prices
 * are left off every slip: a slip travels in the parcel, which may be a gift. A cancelled order is not packed,
 * so it has no slip.
 */
export async function getPackingSlips(db: Db, ids: string[]): Promise<Slip[]> {
  const { id } = parseInput(OrderExportSelectionSchema, { id: ids });
  const found = await db.select().from(orders).where(inArray(orders.id, id));
  if (found.length === 0) throw new DomainError("not_found", "Order not found");
  const rows = found.filter((o) => o.status !== "cancelled");
  if (rows.length === 0) throw new DomainError("conflict", "A cancelled order has no packing slip.");
  const skus = await skusOf(
    db,
    rows.flatMap((o) => o.items),
  );
  const byId = new Map(rows.map((o) => [o.id, o]));
  return [...new Set(id)]
    .map((orderId) => byId.get(orderId))
    .filter((o) => o !== undefined)
    .map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      orderDate: o.orderDate,
      shippingAddress: o.shippingAddress,
      deliveryMethod: deliveryMethodName(o.shippingMethod),
      notes: o.notes,
      gift: o.gift,
      items: o.items.map((item) => ({
        name: item.name,
        variant: item.variant,
        quantity: item.quantity,
        sku: skus.get(skuKey(item.type, item.productId, item.variant)) ?? null,
      })),
    }));
}
