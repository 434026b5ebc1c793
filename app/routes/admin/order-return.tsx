import { DomainError } from "~/lib/errors";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { notFound } from "~/lib/http.server";
import { formatPrice } from "~/lib/money";
import { adminFormAction } from "~/modules/auth/admin-route.server";
import { requireAdminPage } from "~/modules/auth/session.server";
import { processReturn } from "~/modules/orders/return-receipt.server";
import { ReturnScreen } from "~/modules/orders/return-screen";
import { returnFormInput, type CancelReturn, type ProcessReturnForm } from "~/modules/orders/returns.schema";
import { cancelReturn, getReturnScreen } from "~/modules/orders/returns.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/order-return";

// /admin/dashboard/orders/{orderNumber}/returns/{returnId}: one return, received with a restock switch per
// line and an editable refund, confirmed before money moves; or cancelled while none has.

export const routeRules = adminRules({ loader: "orders.refund", action: "orders.refund" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request, routeRules.permission.loader);
  const screen = await getReturnScreen(context.db, params.orderNumber, params.returnId);
  if (!screen) throw notFound("Return not found");
  return screen;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Return ${data.ret.reference}` : "Return"} · Admin` },
];

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const { config, logger } = args.context;
    const orderPath = `/admin/dashboard/orders/${encodeURIComponent(args.params.orderNumber)}`;
    const fields = formInput<Record<string, unknown>>(form);
    switch (fields.intent) {
      case "receive": {
        const deps = { provider: getPaymentProvider(db, config), logger };
        const input = returnFormInput(fields) as ProcessReturnForm;
        const { alreadyReceived, refund } = await processReturn(db, deps, input, actor);
        if (alreadyReceived) return redirectWithToast(config, orderPath, "This return was already received.");
        if (refund && !refund.ok)
          return {
            ok: false as const,
            title: "Refund failed",
            error:
              `The return is received, but the refund failed: ${refund.message} Nothing was refunded; ` +
              "you can refund it from the order page.",
            fieldErrors: {} as Record<string, string>,
          };
        const message = refund
          ? `Return received and ${formatPrice(refund.refund.amount)} refunded.`
          : "Return received.";
        return redirectWithToast(config, orderPath, message);
      }
      case "cancel-return":
        await cancelReturn(db, fields as CancelReturn, actor);
        return redirectWithToast(config, orderPath, "Return cancelled. Nothing was refunded.");
      default:
        throw new DomainError("invalid_input", "Unknown action.");
    }
  });

export default function OrderReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnScreen {...loaderData} />;
}
