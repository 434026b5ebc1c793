import { describe, expect, it } from "vitest";

import { orderStateText } from "./order-state";

const placed = {
  status: "pending" as const,
  total: 8998,
  refundedTotal: 0,
  emailHint: "j***@example.com",
  deliveredAt: null,
};

describe("what the confirmation page says about an order now", () => {
  it("thanks the shopper and promises word of dispatch while the order is being prepared", () => {
    expect(orderStateText(placed)).toEqual({
      heading: "Thank you for your order!",
      lines: ["We have emailed your receipt to j***@example.com. We will let you know when your order ships."],
      showsEstimatedDelivery: true,
      tone: "success",
    });
  });

  it("says a cancelled and refunded order is cancelled, with the amount back, and drops the delivery date", () => {
    const text = orderStateText({ ...placed, status: "cancelled", refundedTotal: 8998 });
    expect(text.heading).toBe("This order has been cancelled");
    expect(text.lines).toEqual(["The full £89.98 has been refunded to your card."]);
    expect(text.showsEstimatedDelivery).toBe(false);
  });

  it("says what remains paid after a partial refund", () => {
    const text = orderStateText({ ...placed, status: "processing", refundedTotal: 2999 });
    expect(text.lines).toContain("£29.99 has been refunded to your card; £59.99 remains paid.");
  });

  it("says a shipped order is on its way and a delivered one when it arrived", () => {
    expect(orderStateText({ ...placed, status: "shipped" }).heading).toBe("Your order is on its way");
    const delivered = orderStateText({ ...placed, status: "delivered", deliveredAt: "2026-11-24T10:00:00Z" });
    expect(delivered.heading).toBe("Your order has been delivered");
    expect(delivered.lines).toEqual(["Delivered on 24 November 2026."]);
    expect(delivered.showsEstimatedDelivery).toBe(false);
  });
});
