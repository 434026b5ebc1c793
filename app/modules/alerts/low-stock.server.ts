// Low stock reaches the operator (docs/decisions/245): each outbox pass looks for variants whose stock
// crossed their alert, whatever took it there (an order, the admin form, the assistant, a bulk change),
// and queues one email listing them all to the shop's notification address. No writer calls anything,
// and the checkout sends no statement more.
import type { Db } from "~/db/client.server";
import { claimLowStockCrossings, rearmLowStock } from "~/modules/catalog/low-stock.server";
import { lowStockNoticeAddress, queueEmail } from "~/modules/email/outbox.server";

const adminPath = (kind: "product" | "addon", id: string) =>
  `/admin/dashboard/${kind === "product" ? "products" : "addons"}/edit/${id}`;

/**
 * Claims the crossings not yet told and queues their one digest email, in one transaction; returns how
 * many variants it names. With no notification address the crossings are still claimed (told to nobody),
 * so setting an address later does not bring a flood of old news.
 */
export async function queueLowStockEmails(db: Db, { limit = 100 }: { limit?: number } = {}): Promise<number> {
  // the usual answer is "nothing crossed": found (and variants above their alert re-armed) in one statement
  if (!(await rearmLowStock(db))) return 0;
  const to = await lowStockNoticeAddress(db);
  return db.transaction(async (tx) => {
    const crossed = await claimLowStockCrossings(tx, limit);
    if (crossed.length === 0 || !to) return 0;
    const items = crossed
      .sort((a, b) => a.left - b.left || a.itemName.localeCompare(b.itemName) || a.variant.localeCompare(b.variant))
      .map((c) => ({
        itemName: c.itemName,
        variant: c.variant,
        left: Number(c.left),
        alertAt: Number(c.alertAt),
        path: adminPath(c.kind, c.itemId),
      }));
    await queueEmail(tx, null, { template: "low_stock_notice", to, data: { items } });
    return items.length;
  });
}
