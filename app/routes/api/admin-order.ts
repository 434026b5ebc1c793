import { DomainError } from "~/lib/errors";
import { adminJsonAction, adminJsonLoader } from "~/modules/auth/admin-route.server";
import { updateOrderFields } from "~/modules/orders/order-admin.server";
import { OrderChangesSchema } from "~/modules/orders/orders.schema";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { adminRules, JSON_BODY } from "~/routes/route-rules";

// The orders JSON API, for scripts and integrations (a warehouse system posting tracking numbers):
// GET /api/admin/orders/{orderNumber} -> { order }
// POST /api/admin/orders/{orderNumber} with X-CSRF-Token and { status?, trackingNumber?, notes? } ->
// { order, markedShipped }: the same update as the order page, shipping email included.
// Cancelling and refunding are not offered here: they happen on the order page only.

const view = (o: NonNullable<Awaited<ReturnType<typeof getOrderByNumber>>>) => ({
  orderNumber: o.orderNumber,
  status: o.status,
  trackingNumber: o.trackingNumber,
  notes: o.notes,
  total: o.total,
  refundedTotal: o.refundedTotal,
  orderDate: o.orderDate,
});

export const routeRules = adminRules({ loader: "orders.view", action: "orders.ship" }, JSON_BODY);

export const loader = adminJsonLoader(routeRules.permission.loader, async ({ params, context }) => {
  const order = await getOrderByNumber(context.db, params.orderNumber ?? "");
  if (!order) throw new DomainError("not_found", "Order not found");
  return { order: view(order) };
});

export const action = adminJsonAction(
  routeRules.permission.action,
  OrderChangesSchema,
  async (changes, { params, context }, user) => {
    const { order, markedShipped } = await updateOrderFields(context.db, params.orderNumber ?? "", changes, {
      id: user.id,
      email: user.email,
      origin: "api",
    });
    return { order: view(order), markedShipped };
  },
);
