import { createHash } from "node:crypto";

import type { Db } from "~/db/client.server";
import type { BasketCheckout } from "~/db/schema/baskets";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { parseInput } from "~/lib/validation";
import type { BasketView } from "~/modules/cart/basket.schema";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import type { TestCardFormInput } from "~/modules/payments/payments.schema";
import { chargeTestCard } from "~/modules/payments/test-provider.server";

import { CARD_NEEDS_JAVASCRIPT } from "./checkout-steps";
import { PaymentIntentSchema } from "./checkout.schema";
import { startCheckoutPayment } from "./checkout.server";

// Paying from the payment step's plain form (no JavaScript): the basket and what its steps saved are
// the request the browser's checkout sends to /api/checkout/payment-intent, started and charged with
// the test card through the same functions; the caller confirms the order as /api/checkout/confirm does.

export const FIX_ITEMS_FIRST = "Please fix the items marked above to pay.";

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
  if (!basket.canCheckout) throw new DomainError("conflict", FIX_ITEMS_FIRST);
  // a price that changed after the page showed the total is said, never charged unseen
  const repriced = basket.lines.find((line) => line.priceChangedFrom !== null);
  if (repriced) {
    throw new DomainError(
      "conflict",
      `The price of ${repriced.name} changed from ${formatPrice(repriced.priceChangedFrom!)} to ` +
        `${formatPrice(repriced.price)}. Please check the total and pay again.`,
    );
  }
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
