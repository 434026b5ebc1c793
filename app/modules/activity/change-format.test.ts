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

  it("reads an address change part by part, each changed part whole in the form's order, and a carrier by name", () => {
    // as PostgreSQL's jsonb hands it back: keys by length, not as the form asks for them
    const before = {
      city: "Bath",
      phone: "07700 900789",
      country: "United Kingdom",
      fullName: "Robin Customer",
      postcode: "BA1 1AA",
      apartment: "",
      streetAddress: "3 Mill Lane",
    };
    const after = {
      ...before,
      city: "Leeds",
      fullName: "Olivia Clarkson-Fotheringham-Smythe",
      streetAddress: "Flat 12, The Old Biscuit Factory, 101 Long Winding Road by the Canal",
    };
    expect(formatChanges({ shippingAddress: { before, after } })).toEqual([
      {
        field: "shippingAddress.fullName",
        label: "Delivery address · Full name",
        before: "Robin Customer",
        after: "Olivia Clarkson-Fotheringham-Smythe",
      },
      {
        field: "shippingAddress.streetAddress",
        label: "Delivery address · Street address",
        before: "3 Mill Lane",
        after: "Flat 12, The Old Biscuit Factory, 101 Long Winding Road by the Canal",
      },
      { field: "shippingAddress.city", label: "Delivery address · City", before: "Bath", after: "Leeds" },
    ]);
    // an address that appears or goes is read whole, in the form's order
    expect(formatChanges({ defaultAddress: { before: null, after: { city: "Leeds", fullName: "Olivia" } } })).toEqual([
      { field: "defaultAddress", label: "Default address", before: "—", after: "Full name: Olivia, City: Leeds" },
    ]);
    expect(formatChanges({ carrier: { before: null, after: "royal_mail" } })).toEqual([
      { field: "carrier", label: "Carrier", before: "—", after: "Royal Mail" },
    ]);
  });
});
