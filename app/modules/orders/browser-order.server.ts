import { redirect, type AppLoadContext } from "react-router";

import { DomainError } from "~/lib/errors";
import { formInput } from "~/lib/form-input";
import { readForm, toActionData } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/validation";
import { emptyBasketCountCookie, readBasketId } from "~/modules/cart/basket-cookie.server";
import { deleteBasket, viewBasket } from "~/modules/cart/basket.server";
import { payBasketWithTestCard } from "~/modules/checkout/basket-payment.server";
import { refuseSkippedStep } from "~/modules/checkout/checkout-route.server";
import { CARD_NEEDS_JAVASCRIPT } from "~/modules/checkout/checkout-steps";
import { TestCardFormSchema } from "~/modules/payments/payments.schema";
import { getPaymentProvider, paymentMode } from "~/modules/payments/payments.server";

import { orderAccessCookie } from "./order-access.server";
import { confirmPayment, type OrderDeps } from "./order-placement.server";

// An order placed from a shopper's browser, by the checkout's script (/api/checkout/confirm) or by the
// payment step's plain form: the same confirmation, then the basket it was paid from is spent and the
// browser may see its full confirmation (docs/decisions/030).

/** Confirms the paid payment into its order; the Set-Cookie headers for the browser that paid. */
export async function placeBrowserOrder(
  context: AppLoadContext,
  request: Request,
  deps: OrderDeps,
  paymentId: string,
): Promise<{ orderNumber: string; cookies: string[] }> {
  const { order } = await confirmPayment(context.db, deps, paymentId);
  const cookies = [orderAccessCookie(context.config, request, order.orderNumber)];
  // the order was placed from this browser's basket: it is spent
  const basketId = readBasketId(request);
  if (basketId) {
    await deleteBasket(context.db, basketId);
    cookies.push(emptyBasketCountCookie(request));
  }
  return { orderNumber: order.orderNumber, cookies };
}

/**
 * The payment step's form, posted without JavaScript: the basket is paid with the test card and the
 * shopper lands on the confirmation (303). A step skipped goes back to it; a refusal (a declined card,
 * an item to fix, Stripe's card form that needs JavaScript) is the page again with its message.
 */
export async function payCheckoutForm({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await readForm(request);
  const basketId = readBasketId(request);
  const { checkout, view } = await viewBasket(context.db, basketId);
  if (!basketId || view.lines.length === 0) throw redirect("/", 303);
  const skipped = await refuseSkippedStep("payment", checkout, context);
  if (skipped) throw skipped;
  try {
    if (paymentMode(context.config) !== "test") throw new DomainError("invalid_input", CARD_NEEDS_JAVASCRIPT);
    await hitRateLimit("payment", context.clientIp, LIMITS.payment);
    const card = parseInput(TestCardFormSchema, formInput(form));
    const provider = getPaymentProvider(context.db, context.config);
    const paymentId = await payBasketWithTestCard(context.db, provider, { basketId, basket: view, checkout, card });
    const deps = { provider, config: context.config, logger: context.logger };
    const placed = await placeBrowserOrder(context, request, deps, paymentId);
    const headers = new Headers();
    for (const cookie of placed.cookies) headers.append("Set-Cookie", cookie);
    return redirect(`/order-confirmation/${placed.orderNumber}`, { status: 303, headers });
  } catch (err) {
    return toActionData(err, context.logger);
  }
}
