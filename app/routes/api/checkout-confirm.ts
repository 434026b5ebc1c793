import { jsonAction, methodNotAllowed } from "~/lib/http.server";
import { ConfirmPaymentSchema } from "~/modules/checkout/checkout.schema";
import { placeBrowserOrder } from "~/modules/orders/browser-order.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { CHECKOUT_JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/checkout-confirm";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: CHECKOUT_JSON_BODY } satisfies RouteRules;

// POST /api/checkout/confirm: { paymentIntentId } -> { orderNumber }, the same number on every replay.
// Not rate-limited: it charges nothing and only ever answers for a payment the caller already made.
// The answer carries the cookie that shows this browser its full confirmation (docs/decisions/030),
// and spends the basket the order was paid from.
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const cookies: string[] = [];
  const confirm = jsonAction(ConfirmPaymentSchema, async ({ paymentIntentId }) => {
    const provider = getPaymentProvider(context.db, context.config);
    const deps = { provider, config: context.config, logger: context.logger };
    const placed = await placeBrowserOrder(context, request, deps, paymentIntentId);
    cookies.push(...placed.cookies);
    return { orderNumber: placed.orderNumber };
  });
  const response = await confirm(args);
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** Anything but POST is a clear 405, not a router error. */
export const loader = () => methodNotAllowed("POST");
