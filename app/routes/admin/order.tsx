import { saved } from "~/lib/admin-action.server";
import { DomainError } from "~/lib/errors";
import { notFound, toActionData } from "~/lib/http.server";
import { formatPrice } from "~/lib/money";
import { readAdminForm, requireAdminPage } from "~/modules/auth/session.server";
import { updateShippingAddress } from "~/modules/orders/delivery.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { OrderPage } from "~/modules/orders/order-page";
import { getOrderPage } from "~/modules/orders/order-page.server";
import {
  refundFormInput,
  type CancelOrder,
  type EditShippingAddress,
  type ReceiveReturn,
  type RecordReturnForm,
  type RefundOrderForm,
  type UpdateOrderForm,
} from "~/modules/orders/orders.schema";
import { cancelOrder, refundOrder, type RefundOutcome } from "~/modules/orders/refunds.server";
import { receiveReturn, recordReturn } from "~/modules/orders/returns.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";

import type { Route } from "./+types/order";

// /admin/dashboard/orders/{orderNumber}: one order, its payment, refunds, fulfilment, notes and timeline.
// Cancel and refund happen only here (money leaves the shop), each through one module function.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  const page = await getOrderPage(context.db, params.orderNumber);
  if (!page) throw notFound("Order not found");
  return page;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Order ${data.order.orderNumber}` : "Order"} · Admin` },
];

// A refund the provider declined is an answer, not an error: the page says so under its own title.
const refundFailed = (outcome: Extract<RefundOutcome, { ok: false }>, before: string) => ({
  ok: false as const,
  title: "Refund failed",
  error: `${before}${outcome.message} Nothing was refunded; you can try again.`,
  fieldErrors: {} as Record<string, string>,
});

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { form, actor } = await readAdminForm(context.db, request);
    const fields = Object.fromEntries(form);
    const deps = () => ({ provider: getPaymentProvider(context.db, context.config), logger: context.logger });
    switch (fields.intent) {
      case "update": {
        const { markedShipped } = await updateOrder(context.db, fields as UpdateOrderForm, actor);
        return saved(markedShipped ? "Order updated and marked as shipped" : "Order updated successfully.");
      }
      case "cancel": {
        const { alreadyCancelled, refund } = await cancelOrder(context.db, deps(), fields as CancelOrder, actor);
        if (alreadyCancelled) return saved("This order was already cancelled.");
        if (refund && !refund.ok)
          return refundFailed(refund, "The order is cancelled and its stock is back, but the refund failed: ");
        return saved(
          refund ? `Order cancelled and ${formatPrice(refund.refund.amount)} refunded.` : "Order cancelled.",
        );
      }
      case "refund": {
        const outcome = await refundOrder(context.db, deps(), refundFormInput(fields) as RefundOrderForm, actor);
        if (!outcome.ok) return refundFailed(outcome, "");
        return saved(`${formatPrice(outcome.refund.amount)} refunded.`);
      }
      case "address":
        await updateShippingAddress(context.db, fields as EditShippingAddress, actor);
        return saved("Delivery address updated.");
      case "return":
        await recordReturn(context.db, refundFormInput(fields) as RecordReturnForm, actor);
        return saved("Return recorded.");
      case "receive-return": {
        const { alreadyReceived, refund } = await receiveReturn(context.db, deps(), fields as ReceiveReturn, actor);
        if (alreadyReceived) return saved("This return was already received.");
        if (refund && !refund.ok)
          return refundFailed(
            refund,
            "The return is received and its items are back in stock, but the refund failed: ",
          );
        return saved(
          refund ? `Return received and ${formatPrice(refund.refund.amount)} refunded.` : "Return received.",
        );
      }
      default:
        throw new DomainError("invalid_input", "Unknown action.");
    }
  } catch (err) {
    return toActionData(err, context.logger);
  }
}

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
