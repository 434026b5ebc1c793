// The built-in planner's look-ups, each through the owning module's own functions (the whole catalogue by name,
// the orders list and its search, the FAQ list, the activity log), never its tables.
import type { Db } from "~/db/client.server";
import type { Order } from "~/db/schema/orders";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import type { Role } from "~/modules/auth/permissions";
import { listCatalogNames } from "~/modules/catalog/catalog-names.server";
import { listOrdersForAdmin } from "~/modules/orders/order-admin.server";
import { listReviewsForAdmin } from "~/modules/reviews/reviews-admin.server";
import { getFaqs } from "~/modules/settings/faq.server";
import { getSettings } from "~/modules/settings/settings.server";

import type { CatalogItem, OrderItem, PlannerLookup } from "./planner/lookup";
import { promotionsForPlanner } from "./promotion-tools.server";
import { latestUndoable } from "./undo.server";

const orderItem = (o: Order): OrderItem => ({
  orderNumber: o.orderNumber,
  customerName: o.customerName,
  email: o.email,
  status: o.status,
  total: o.total,
  items: o.items.map((i) => ({ name: i.name, quantity: i.quantity })),
});

/** The look-ups for one request; `role` is who asks (what they may undo). */
export function plannerLookup(db: Db, role?: Role | null): PlannerLookup {
  let catalog: Promise<CatalogItem[]> | undefined;
  return {
    catalog() {
      catalog ??= listCatalogNames(db);
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
      return (await listOrdersForAdmin(db, { q: "" })).orders.map(orderItem);
    },
    // the orders list's search: by number or email, through their indexes, whatever the order's age
    async findOrders(term) {
      return (await listOrdersForAdmin(db, { q: term })).orders.map(orderItem);
    },
    faqs: () => getFaqs(db),
    latestUndoable: () => latestUndoable(db, role),
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
