// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { PackingSlip, type Slip } from "./packing-slip";

const slip = (overrides: Partial<Slip> = {}): Slip => ({
  id: "a",
  orderNumber: "ORD-20261129-AB12",
  orderDate: new Date("2026-11-29T09:30:00Z"),
  shippingAddress: {
    fullName: "Olivia Clark",
    streetAddress: "12 Park Row",
    apartment: "Flat 2",
    city: "Leeds",
    postcode: "LS1 5AB",
    country: "United Kingdom",
    phone: "",
  },
  deliveryMethod: "Express",
  notes: "Leave with the neighbour at number 3",
  gift: false,
  items: [{ name: "R36S Retro Handheld", variant: "Black", quantity: 2, sku: "R36S-BLK" }],
  ...overrides,
});

describe("a packing slip", () => {
  it("gives the packer the method, each line's variant and SKU, and the notes, and never a price", () => {
    render(<PackingSlip slip={slip()} shopName="Retro Handhelds" />);
    const page = screen.getByRole("article", { name: "Packing slip for order ORD-20261129-AB12" });
    expect(page.textContent).toContain("Express delivery");
    const row = within(page).getByRole("row", { name: /R36S Retro Handheld/ });
    expect(row.textContent).toContain("Black");
    expect(row.textContent).toContain("R36S-BLK");
    expect(within(page).getByRole("region", { name: "Notes" }).textContent).toContain("Leave with the neighbour");
    expect(page.textContent).not.toContain("£");
    expect(page.textContent).not.toMatch(/gift/i);
  });

  it("says a gift is a gift, so the packer leaves the invoice out", () => {
    render(<PackingSlip slip={slip({ gift: true })} shopName="Retro Handhelds" />);
    const page = screen.getByRole("article", { name: "Packing slip for order ORD-20261129-AB12" });
    expect(page.textContent).toContain("Gift: no prices or invoice in this parcel");
    expect(page.textContent).not.toContain("£");
  });
});
