import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { generateOrderNumber } from "~/modules/orders/order-number";

import { expandShorthand } from "./shorthand.server";

describe("ops shorthand", () => {
  it("spells out abbreviated days and spans", () => {
    expect(expandShorthand("battery 50% off this wknd")).toBe("battery 50% off this weekend");
    expect(expandShorthand("tenner off x55 wed-fri")).toBe("tenner off x55 wednesday-friday");
    expect(expandShorthand("ultra 10% off next 24hrs")).toBe("ultra 10% off next 24 hours");
    expect(expandShorthand("yday takings")).toBe("yesterday takings");
  });

  it("spells out the shop's nouns, verbs and colours", () => {
    expect(expandShorthand("x55 restk 30 blk")).toBe("x55 restock 30 black");
    expect(expandShorthand("r36s stk now 150")).toBe("r36s stock now 150");
    expect(expandShorthand("cxl megans")).toBe("cancel megans");
    expect(expandShorthand("rfnd megan £2.50")).toBe("refund megan £2.50");
  });

  it("reads del as delivery beside a threshold and as delete elsewhere", () => {
    expect(expandShorthand("free del over £50")).toBe("free delivery over £50");
    expect(expandShorthand("del threshold?")).toBe("delivery threshold?");
    expect(expandShorthand("del neil gray rev")).toBe("delete neil gray review");
  });

  it("leaves codes and possessives alone", () => {
    expect(expandShorthand("rh-8wed5fri2sat")).toBe("rh-8wed5fri2sat");
    expect(expandShorthand("megan's order")).toBe("megan's order");
  });

  it("leaves every order number as it is, even one whose code ends in a digit and an H", () => {
    expect(expandShorthand("refund rh-nggav55w0h")).toBe("refund rh-nggav55w0h");
    expect(expandShorthand("cancel rh-bkgmrn49hr")).toBe("cancel rh-bkgmrn49hr");
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (bytes) => {
        const number = generateOrderNumber(() => bytes).toLowerCase();
        expect(expandShorthand(`refund ${number}`)).toBe(`refund ${number}`);
      }),
      { numRuns: 2000 },
    );
  });
});
