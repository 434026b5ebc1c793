import { describe, expect, it } from "vitest";

import { cardOf, decideTestCard, formatCardNumber, formatExpiry } from "./test-cards";

const now = new Date("2026-11-21T12:00:00Z");
const card = (cardNumber: string, expiry = "12 / 30", cvc = "123") => decideTestCard({ cardNumber, expiry, cvc }, now);

describe("test provider cards (Stripe's test cards)", () => {
  it("pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ ok: true });
    expect(card("4000 0000 0000 0002")).toEqual({ ok: false, message: "Your card was declined." });
  });

  it("rejects mistyped numbers, past or malformed expiry dates and short CVCs", () => {
    expect(card("4242 4242 4242 4241")).toEqual({ ok: false, message: "Your card number is incorrect." });
    expect(card("4242 4242 4242 4242", "10 / 26")).toEqual({
      ok: false,
      message: "Your card's expiration date is in the past.",
    });
    expect(card("4242 4242 4242 4242", "11 / 26")).toEqual({ ok: true });
    expect(card("4242 4242 4242 4242", "13 / 30")).toEqual({
      ok: false,
      message: "Your card's expiration date is incomplete.",
    });
    expect(card("4242 4242 4242 4242", "12 / 30", "12")).toEqual({
      ok: false,
      message: "Your card's security code is incomplete.",
    });
  });

  it("never accepts a real (non-test) card number", () => {
    expect(card("4111 1111 1111 1111").ok).toBe(false);
  });

  it("formats card number and expiry as the shopper types", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("1")).toBe("1");
  });
});

describe("cardOf", () => {
  it("names the brand as Stripe does, and the last four digits", () => {
    expect(cardOf("4242 4242 4242 4242")).toEqual({ brand: "visa", last4: "4242" });
    expect(cardOf("5555 5555 5555 4444")).toEqual({ brand: "mastercard", last4: "4444" });
    expect(cardOf("3782 822463 10005")).toEqual({ brand: "amex", last4: "0005" });
  });
});
