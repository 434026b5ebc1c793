import type { Db } from "~/db/client.server";
import type { Config } from "~/lib/env.server";

import type { PaymentMode } from "./payment-methods";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe.server";
import { createTestProvider } from "./test-provider.server";

/** Stripe when a secret key is configured; otherwise the built-in test provider. */
export function paymentMode(config: Config): PaymentMode {
  return config.STRIPE_SECRET_KEY ? "stripe" : "test";
}

export function getPaymentProvider(db: Db, config: Config): PaymentProvider {
  return config.STRIPE_SECRET_KEY ? createStripeProvider(config) : createTestProvider(db);
}
