import { DomainError } from "~/lib/errors";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { notFound, samePage } from "~/lib/http.server";
import { formatPrice } from "~/lib/money";
import { adminFormAction } from "~/modules/auth/admin-route.server";
import { ORDER_PAGE_ACTIONS } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { retryEmail } from "~/modules/email/outbox.server";
import { updateContactEmail, updateShippingAddress } from "~/modules/orders/delivery.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import type { EditContactEmail } from "~/modules/orders/order-contact.schema";
import { OrderPage } from "~/modules/orders/order-page";
import { getOrderPage, orderPageFor } from "~/modules/orders/order-page.server";
import {
  refundFormInput,
  type CancelOrder,
  type EditShippingAddress,
  type RecordReturnForm,
  type RefundOrderForm,
  type UpdateOrderForm,
} from "~/modules/orders/orders.schema";
import { cancelOrder, refundOrder, type RefundOutcome } from "~/modules/orders/refunds.server";
import { recordReturn } from "~/modules/orders/returns.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/order";

// /admin/dashboard/orders/{orderNumber}: one order, its payment, refunds, fulfilment, notes and timeline.
// Cancel and refund happen only here (money leaves the shop), each through one module function.

export const routeRules = adminRules({ loader: "orders.view", action: ORDER_PAGE_ACTIONS });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  const page = await getOrderPage(context.db, params.orderNumber);
  if (!page) throw notFound("Order not found");
  return orderPageFor(page, user.role);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Order ${data.order.orderNumber}` : "Order"} · Admin` },
];

// A refund the provider declined is an answer, not an error: the page stays, and says so under its own
// title (with the form's status: the request was fine, the provider said no).
const refundFailed = (outcome: Extract<RefundOutcome, { ok: false }>, before: string) => ({
  ok: false as const,
  title: "Refund failed",
  error: `${before}${outcome.message} Nothing was refunded; you can try again.`,
  fieldErrors: {} as Record<string, string>,
});

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const { config, logger } = args.context;
    const done = (message: string) => redirectWithToast(config, samePage(args.request), message);
    const fields = formInput<Record<string, unknown>>(form);
    const deps = () => ({ provider: getPaymentProvider(db, config), logger });
    switch (fields.intent) {
      case "update": {
        const { markedShipped } = await updateOrder(db, fields as UpdateOrderForm, actor);
        return done(markedShipped ? "Order updated and marked as shipped" : "Order updated successfully.");
      }
      case "cancel": {
        const { alreadyCancelled, refund } = await cancelOrder(db, deps(), fields as CancelOrder, actor);
        if (alreadyCancelled) return done("This order was already cancelled.");
        if (refund && !refund.ok)
          return refundFailed(refund, "The order is cancelled and its stock is back, but the refund failed: ");
        return done(refund ? `Order cancelled and ${formatPrice(refund.refund.amount)} refunded.` : "Order cancelled.");
      }
      case "refund": {
        const outcome = await refundOrder(db, deps(), refundFormInput(fields) as RefundOrderForm, actor);
        if (!outcome.ok) return refundFailed(outcome, "");
        return done(`${formatPrice(outcome.refund.amount)} refunded.`);
      }
      case "address":
        await updateShippingAddress(db, fields as EditShippingAddress, actor);
        return done("Delivery address updated.");
      case "contact":
        await updateContactEmail(db, fields as EditContactEmail, actor);
        return done("Contact email updated.");
      case "return":
        await recordReturn(db, refundFormInput(fields) as RecordReturnForm, actor);
        return done("Return recorded.");
      case "retry-email":
        await retryEmail(db, fields as { emailId: string; orderId: string }, actor);
        return done("Email queued again.");
      default:
        throw new DomainError("invalid_input", "Unknown action.");
    }
  });

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
