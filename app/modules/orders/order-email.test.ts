import { describe, expect, it } from "vitest";
import type { Order } from "~/db/schema";
import { orderConfirmationEmail } from "./order-email";

const order = {
  orderNumber: "RH-7K3M9Q2XPA",
  orderDate: new Date("2026-11-21T10:00:00Z"),
  email: "jamie@example.com",
  items: [{ productId: "p", type: "product", name: "R36S <Retro>", image: "", variant: "Black", quantity: 2, price: 2999 }],
  shippingAddress: { fullName: "Jamie Smith", streetAddress: "1 High Street", apartment: "", city: "Leeds", postcode: "LS1 1AA", country: "United Kingdom", phone: "07700 900123" },
  subtotal: 5998,
  shippingCost: 0,
  vat: 1000,
  total: 5998,
} as unknown as Order;

describe("order confirmation email", () => {
  it("lists items, totals, address, dates and the tracking link", () => {
    const mail = orderConfirmationEmail(order, "https://shop.example");
    expect(mail.to).toBe("jamie@example.com");
    expect(mail.subject).toBe("Your Retro Handhelds order RH-7K3M9Q2XPA");
    expect(mail.text).toContain("2 × R36S <Retro> (Black) — £59.98");
    expect(mail.text).toContain("Delivery: Free");
    expect(mail.text).toContain("VAT included (20%): £10.00");
    expect(mail.text).toContain("Total: £59.98");
    expect(mail.text).toContain("Estimated delivery: 26 November 2026");
    expect(mail.text).toContain("1 High Street\nLeeds\nLS1 1AA\nUnited Kingdom");
    expect(mail.text).toContain("Track your order: https://shop.example/track-order?order=RH-7K3M9Q2XPA");
    expect(mail.html).toContain("R36S &lt;Retro&gt;");
  });
});
