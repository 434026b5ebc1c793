import { DomainError } from "~/lib/errors";
import { jsonAction, toResponse } from "~/lib/http.server";
import { requireAdmin, requireAdminMutation } from "~/modules/auth/session.server";
import { updateOrderFields } from "~/modules/orders/order-admin.server";
import { OrderChangesSchema } from "~/modules/orders/orders.schema";
import { getOrderByNumber } from "~/modules/orders/orders.server";

import type { Route } from "./+types/admin-order";

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    await requireAdmin(context.db, request);
    const order = await getOrderByNumber(context.db, params.orderNumber);
    if (!order) throw new DomainError("not_found", "Order not found");
    return Response.json({ order: view(order) }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

export const action = jsonAction(
  OrderChangesSchema,
  ({ request, context }) => requireAdminMutation(context.db, request),
  async (changes, { params, context }, user) => {
    const { order, markedShipped } = await updateOrderFields(context.db, params.orderNumber ?? "", changes, {
      id: user.id,
      email: user.email,
      origin: "api",
    });
    return { order: view(order), markedShipped };
  },
);
