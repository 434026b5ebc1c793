// What the checkout accepts, said once for every place that states it (the FAQ on the home page and
// Support, the assistant): with Stripe, its Payment Element shows wallets by itself on a device that
// supports them; the built-in test provider takes a card only.

/** Stripe when a secret key is configured; otherwise the built-in test provider (payments.server.ts). */
export type PaymentMode = "stripe" | "test";

export const PAYMENT_METHODS_QUESTION = "Which payment methods do you accept?";

const CARDS = "debit and credit cards (Visa, Mastercard and American Express)";
const WALLETS = ["Apple Pay", "Google Pay", "Link"] as const;

/** The wallets the checkout offers beside cards: none without Stripe. */
export function paymentWallets(mode: PaymentMode): readonly string[] {
  return mode === "stripe" ? WALLETS : [];
}

/** The FAQ's answer about paying, from the configured payment provider. */
export function paymentMethodsFaq(mode: PaymentMode): { question: string; answer: string } {
  const wallets = paymentWallets(mode);
  const accepted =
    wallets.length > 0
      ? `We accept ${CARDS}, and ${wallets.slice(0, -1).join(", ")} and ${wallets.at(-1)} where your device and ` +
        "browser support them, all on our secure checkout page."
      : `We accept ${CARDS}, entered on our secure checkout page.`;
  return {
    question: PAYMENT_METHODS_QUESTION,
    answer:
      `${accepted} Payments are processed securely by our payment provider and we never see or store your full ` +
      "card details. All prices are in pounds sterling.",
  };
}
