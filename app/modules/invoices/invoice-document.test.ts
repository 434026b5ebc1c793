import { describe, expect, it } from "vitest";

import { vatContained } from "~/lib/money";

import { describeItem, splitVat } from "./invoice-document";

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
