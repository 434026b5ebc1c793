import { describe, expect, it } from "vitest";

import { ProcessReturnSchema, returnFormInput, returnReference, returnRefundTotal } from "./returns.schema";

const returnId = "3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";

describe("the return screen's form", () => {
  it("reads the lines with their restock switches, and blank amounts as none", () => {
    const posted = returnFormInput({
      returnId,
      "quantity-0": "1",
      "restock-0": "on",
      "quantity-2": "2",
      returnPostage: "",
      deduction: " ",
      deductionReason: "",
    });
    expect(ProcessReturnSchema.parse(posted)).toEqual({
      returnId,
      lines: [
        { index: 0, quantity: 1, restock: true },
        { index: 2, quantity: 2, restock: false },
      ],
      returnPostage: 0,
      deduction: 0,
      deductionReason: "",
    });
  });

  it("asks for the reason of a deduction", () => {
    const result = ProcessReturnSchema.safeParse({ returnId, lines: [], deduction: "5.00" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["deductionReason"],
      message: "Give the reason for the deduction",
    });
  });

  it("adds the items and the postage, less the deduction, never below nothing", () => {
    expect(returnRefundTotal({ items: 4999, returnPostage: 320, deduction: 500 })).toBe(4819);
    expect(returnRefundTotal({ items: 100, returnPostage: 0, deduction: 500 })).toBe(0);
  });

  it("gives the customer a short reference", () => {
    expect(returnReference(returnId)).toBe("RET-3F2A9C1E");
  });
});
