import { createHash } from "node:crypto";

import type { Db } from "~/db/client.server";
import type { BasketCheckout } from "~/db/schema/baskets";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import type { BasketView } from "~/modules/cart/basket.schema";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import type { TestCardFormInput } from "~/modules/payments/payments.schema";
import { chargeTestCard } from "~/modules/payments/test-provider.server";

import { CARD_NEEDS_JAVASCRIPT } from "./checkout-steps";
import { PaymentIntentSchema } from "./checkout.schema";
import { assertBasketPayable, startCheckoutPayment } from "./checkout.server";

// Paying from the payment step's plain form (no JavaScript): the basket and what its steps saved are
// the request the browser's checkout sends to /api/checkout/payment-intent, started and charged with
// the test card through the same functions; the caller confirms the order as /api/checkout/confirm does.

/**
 * One payment per basket and content: a second post of the same basket (a declined card, then another
 * card) reuses its payment. The id is a digest, so the basket's cookie value never leaves the shop.
 */
const checkoutIdOf = (basketId: string) =>
  `basket-${createHash("sha256").update(basketId).digest("base64url").slice(0, 32)}`;

/** Starts the basket's payment and pays it with the posted test card; the payment's id once paid. */
export async function payBasketWithTestCard(
  db: Db,
  provider: PaymentProvider,
  {
    basketId,
    basket,
    checkout,
    card,
  }: { basketId: string; basket: BasketView; checkout: BasketCheckout; card: TestCardFormInput },
): Promise<string> {
  if (provider.name !== "test") throw new DomainError("invalid_input", CARD_NEEDS_JAVASCRIPT);
  assertBasketPayable(basket);
  const input = parseInput(PaymentIntentSchema, {
    items: basket.lines.map((line) => ({
      productId: line.itemId,
      type: line.itemType,
      variant: line.variant,
      quantity: line.quantity,
    })),
    email: checkout.contact?.email,
    emailOffers: checkout.contact?.emailOffers ?? false,
    shippingAddress: checkout.shipping,
    shippingMethod: checkout.shippingMethod,
    checkoutId: checkoutIdOf(basketId),
  });
  // the basket's discount code is read from the basket, as the JSON checkout reads it
  const started = await startCheckoutPayment(db, provider, input, basketId);
  await chargeTestCard(db, { paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret, ...card });
  return started.paymentIntentId;
}
