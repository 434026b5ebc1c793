import { describe, expect, it } from "vitest";

import { PAYMENT_METHODS_QUESTION, paymentMethodsFaq } from "./payment-methods";

describe("the answer about paying", () => {
  it("names the wallets Stripe's Payment Element offers, and only where the device supports them", () => {
    const { question, answer } = paymentMethodsFaq("stripe");
    expect(question).toBe(PAYMENT_METHODS_QUESTION);
    expect(answer).toContain("Apple Pay, Google Pay and Link where your device and browser support them");
    expect(answer).toContain("Visa, Mastercard and American Express");
  });

  it("says card only without Stripe", () => {
    const { answer } = paymentMethodsFaq("test");
    expect(answer).toContain("debit and credit cards (Visa, Mastercard and American Express), entered on");
    expect(answer).not.toMatch(/Apple Pay|Google Pay|Link|wallet/);
  });
});
