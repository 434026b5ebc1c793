// The built-in planner's look-ups, each through the owning module's own functions (the catalogue's and
// add-ons' admin lists, the orders list, the FAQ list, the activity log), never its tables.
import type { Db } from "~/db/client.server";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { listAddonsForAdmin } from "~/modules/addons/addons-admin.server";
import { listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import { variantsByItem } from "~/modules/catalog/variants.server";
import { listOrdersForAdmin } from "~/modules/orders/order-admin.server";
import { listReviewsForAdmin } from "~/modules/reviews/reviews-admin.server";
import { getFaqs } from "~/modules/settings/faq.server";
import { getSettings } from "~/modules/settings/settings.server";

import type { CatalogItem, PlannerLookup } from "./planner/lookup";
import { promotionsForPlanner } from "./promotion-tools.server";
import { latestUndoable } from "./undo.server";

export function plannerLookup(db: Db): PlannerLookup {
  let catalog: Promise<CatalogItem[]> | undefined;
  return {
    catalog() {
      catalog ??= Promise.all([listProductsForAdmin(db, {}), listAddonsForAdmin(db, {})]).then(async ([p, a]) => {
        const [variants, addonVariants] = await Promise.all([
          variantsByItem(
            db,
            "product",
            p.products.map((x) => x.id),
          ),
          variantsByItem(
            db,
            "addon",
            a.addons.map((x) => x.id),
          ),
        ]);
        return [
          ...p.products.map((x) => ({
            kind: "product" as const,
            id: x.id,
            name: x.name,
            slug: x.slug,
            status: x.status,
            price: x.price,
            stock: x.stockQuantity,
            variants: variants.get(x.id) ?? [],
          })),
          ...a.addons.map((x) => ({
            kind: "addon" as const,
            id: x.id,
            name: x.name,
            slug: x.slug,
            status: x.status,
            price: x.price,
            stock: null,
            variants: addonVariants.get(x.id) ?? [],
            addonType: x.type,
            linkedProductId: x.productLinked,
          })),
        ];
      });
      return catalog;
    },
    async reviews() {
      const { reviews } = await listReviewsForAdmin(db);
      return reviews.map(({ id, customerName, productName, status, rating }) => ({
        id,
        customerName,
        productName,
        status,
        rating,
      }));
    },
    async orders() {
      const { orders } = await listOrdersForAdmin(db, { q: "" });
      return orders.map((o) => ({
        orderNumber: o.orderNumber,
        customerName: o.customerName,
        status: o.status,
        total: o.total,
        items: o.items.map((i) => ({ name: i.name, quantity: i.quantity })),
      }));
    },
    faqs: () => getFaqs(db),
    latestUndoable: () => latestUndoable(db),
    async previousValue(targetType, id, field) {
      const entries = await listActivityForTarget(db, targetType, id);
      const last = entries.reverse().find((e) => e.changes && field in e.changes);
      return last?.changes?.[field]?.before;
    },
    async freeDeliveryThreshold() {
      return (await getSettings(db)).freeDeliveryThreshold;
    },
    promotions: () => promotionsForPlanner(db),
  };
}
