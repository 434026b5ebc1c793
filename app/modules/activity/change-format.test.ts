import { describe, expect, it } from "vitest";

import { formatChanges, formatFieldValue } from "./change-format";

describe("current → proposed, in the shop's formats", () => {
  it("shows pence as pounds and statuses as words", () => {
    expect(
      formatChanges({ price: { before: 7999, after: 8999 }, status: { before: "published", after: "draft" } }),
    ).toEqual([
      { field: "price", label: "Price", before: "£79.99", after: "£89.99" },
      { field: "status", label: "Status", before: "Published", after: "Draft" },
    ]);
  });

  it("labels fields as the forms do and shows empty, yes/no, lists and dates readably", () => {
    expect(
      formatChanges({ stockQuantity: { before: 3, after: 25 }, trackingNumber: { before: null, after: "ZX9" } }),
    ).toEqual([
      { field: "stockQuantity", label: "Stock", before: "3", after: "25" },
      { field: "trackingNumber", label: "Tracking number", before: "—", after: "ZX9" },
    ]);
    expect(formatFieldValue("verifiedPurchase", true)).toBe("Yes");
    expect(formatFieldValue("features", [])).toBe("(none)");
    expect(formatFieldValue("features", ["Wi-Fi", "OLED"])).toBe("Wi-Fi, OLED");
    expect(formatFieldValue("freeDeliveryThreshold", 5000)).toBe("£50.00");
    expect(formatFieldValue("orderDate", "2026-07-01T11:30:00.000Z")).toBe("01/07/2026, 12:30");
    // a long value is shown whole: the page wraps it
    expect(formatFieldValue("description", "x".repeat(200))).toHaveLength(200);
  });

  it("reads an address change whole, field by field under its label, and a carrier by its name", () => {
    const before = {
      fullName: "Olivia Clarkson-Featherstone",
      streetAddress: "14 Long Lane",
      apartment: "",
      city: "Leeds",
    };
    expect(formatChanges({ shippingAddress: { before, after: { ...before, city: "York" } } })).toEqual([
      {
        field: "shippingAddress",
        label: "Delivery address",
        before: "Full name: Olivia Clarkson-Featherstone, Street address: 14 Long Lane, City: Leeds",
        after: "Full name: Olivia Clarkson-Featherstone, Street address: 14 Long Lane, City: York",
      },
    ]);
    expect(formatChanges({ carrier: { before: null, after: "royal_mail" } })).toEqual([
      { field: "carrier", label: "Carrier", before: "—", after: "Royal Mail" },
    ]);
  });
});
