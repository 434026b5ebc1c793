// One interface for both card payment providers, so the same intent -> confirm -> order path runs
// with Stripe in production and with the built-in test provider offline and in tests.

export type PaymentStatus =
  "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "refunded" | "other";

export type ProviderPayment = {
  id: string;
  status: PaymentStatus;
  /** pence */
  amount: number;
  /** why the last attempt failed, in the provider's words (e.g. "Your card was declined.") */
  lastError?: string;
  /** the card that paid, where the provider says (brand in Stripe's words: visa, mastercard, amex) */
  card?: PaymentCard;
};

export type PaymentCard = { brand: string; last4: string };

export type ProviderRefund = { id: string; amount: number };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Creates a payment for `amount` pence; the same idempotency key returns the same payment. */
  createPayment(
    amount: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<{ id: string; clientSecret: string }>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /** Gives the money back for a succeeded payment; safe to call twice. */
  refund(id: string): Promise<void>;
  /**
   * Refunds `amount` pence (all or part) of a succeeded payment. The same idempotency key returns the
   * same refund, so a retry after a lost answer never refunds twice; more than what remains is refused.
   */
  createRefund(paymentId: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** Stops a payment that has not succeeded; safe to call twice. */
  cancel(id: string): Promise<void>;
}
