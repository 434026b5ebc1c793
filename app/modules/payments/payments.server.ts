import type { Db } from "~/db/client.server";
import type { Config } from "~/lib/env.server";
import { createStripeProvider } from "./stripe.server";
import { createTestProvider } from "./test-provider.server";

// One interface for both card payment providers, so the same intent -> confirm -> order path runs
// with Stripe in production and with the built-in test provider offline and in tests.

export type PaymentStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "refunded" | "other";

export type ProviderPayment = {
  id: string;
  status: PaymentStatus;
  /** pence */
  amount: number;
  /** why the last attempt failed, in the provider's words (e.g. "Your card was declined.") */
  lastError?: string;
};

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Creates a payment for `amount` pence; the same idempotency key returns the same payment. */
  createPayment(amount: number, idempotencyKey: string, metadata: Record<string, string>): Promise<{ id: string; clientSecret: string }>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /** Gives the money back for a succeeded payment; safe to call twice. */
  refund(id: string): Promise<void>;
  /** Stops a payment that has not succeeded; safe to call twice. */
  cancel(id: string): Promise<void>;
}

export type PaymentMode = "stripe" | "test";

/** Stripe when a secret key is configured; otherwise the built-in test provider. */
export function paymentMode(config: Config): PaymentMode {
  return config.STRIPE_SECRET_KEY ? "stripe" : "test";
}

export function getPaymentProvider(db: Db, config: Config): PaymentProvider {
  return config.STRIPE_SECRET_KEY ? createStripeProvider(config) : createTestProvider(db);
}
