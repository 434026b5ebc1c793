import { describe, expect, it } from "vitest";

import type { Order } from "~/db/schema/orders";
import { vatContained } from "~/lib/money";

import { creditNoteDocument, describeItem, invoiceDocument, splitVat, type Supplier } from "./invoice-document";

const line = (unitGross: number, quantity = 1) => ({ description: "x", quantity, unitGross });

describe("splitVat", () => {
  it("gives each line net + VAT = gross, and the lines' VAT the VAT of the whole, to the penny", () => {
    for (const grosses of [
      [4999, 399],
      [1, 1, 1, 1, 1],
      [3333, 3333, 3334],
      [999, 0],
      [7, 11, 13, 17, 19, 23],
    ]) {
      const lines = splitVat(grosses.map((g) => line(g)));
      const total = grosses.reduce((a, b) => a + b, 0);
      expect(lines.reduce((sum, l) => sum + l.vat, 0)).toBe(vatContained(total));
      for (const [i, l] of lines.entries()) {
        expect(l.net + l.vat).toBe(grosses[i]);
        expect(Math.abs(l.vat - grosses[i] / 6)).toBeLessThan(1);
        expect(l.vatRate).toBe(20);
      }
    }
  });

  it("multiplies the unit price by the quantity", () => {
    expect(splitVat([line(4999, 3)])[0]).toMatchObject({ gross: 14997, vat: 2500, net: 12497 });
  });
});

describe("describeItem", () => {
  it("reads a variant cleanly after a comma", () => {
    expect(describeItem("Screen Protector (3-Pack)", "5.5-inch (X55)")).toBe("Screen Protector (3-Pack), 5.5-inch X55");
    expect(describeItem("R36S", null)).toBe("R36S");
  });
});

describe("creditNoteDocument", () => {
  const supplier = { legalName: "Shop Ltd", tradingName: "Shop", address: [], vatNumber: "", companyNumber: "" };
  const order = {
    orderNumber: "RH-1",
    customerName: "Jamie",
    email: "jamie@example.com",
    shippingAddress: { fullName: "Jamie", streetAddress: "1 Road", city: "Leeds", postcode: "LS1 1AA", country: "GB" },
    items: [
      { name: "X55", variant: "Glacier Blue", price: 11999, quantity: 1, codeShare: 1000 },
      // the add-on bought with the console: 10% off its £12.99 on the line, and its share of the code
      {
        name: "Carry Case",
        variant: null,
        price: 1169,
        priceBefore: 1299,
        bundlePercent: 10,
        quantity: 2,
        codeShare: 98,
      },
    ],
  } as unknown as Order;

  it("lists a refunded add-on at its price before both discounts, the share kept back and the total", () => {
    // one of the two cases: 1169 less half its 98 share of the code
    const note = creditNoteDocument(
      order,
      { amount: 1120, lines: [{ index: 1, quantity: 1, amount: 1120 }], reason: "Unwanted" },
      "INV-000001",
      supplier as Supplier,
    );
    expect(note.lines).toEqual([
      expect.objectContaining({ description: "Carry Case", quantity: 1, unitGross: 1299, discount: 179, gross: 1120 }),
    ]);
    expect(note.totals).toEqual({ gross: 1120, vat: vatContained(1120), net: 1120 - vatContained(1120) });
  });

  it("keeps one line for the amount when the refund is not the items' (money back, or an older refund)", () => {
    const note = creditNoteDocument(order, { amount: 500, lines: [], reason: "Goodwill" }, "INV-000001", supplier);
    expect(note.lines.map((l) => [l.description, l.gross])).toEqual([["Refund against invoice INV-000001", 500]]);
  });
});

describe("an order sent to Jersey or Guernsey", () => {
  const supplier = { legalName: "Shop Ltd", tradingName: "Shop", address: [], vatNumber: "", companyNumber: "" };
  const to = (country: string) =>
    ({
      orderNumber: "RH-2",
      customerName: "Jo",
      email: "jo@example.com",
      shippingAddress: { fullName: "Jo", streetAddress: "1 Rue", city: "St Helier", postcode: "JE2 3AB", country },
      items: [{ name: "R36S", variant: null, price: 6000, quantity: 1 }],
      shippingMethod: "standard",
      shippingCost: 0,
      discount: 0,
      total: 6000,
    }) as unknown as Order;

  it("is zero-rated on its invoice, as checkout charged it, while the Isle of Man pays UK VAT", () => {
    const jersey = invoiceDocument(to("Jersey"), supplier as Supplier);
    expect(jersey.totals).toEqual({ gross: 6000, vat: 0, net: 6000 });
    expect(jersey.lines.every((l) => l.vatRate === 0)).toBe(true);
    expect(invoiceDocument(to("Isle of Man"), supplier as Supplier).totals.vat).toBe(1000);
  });
});
