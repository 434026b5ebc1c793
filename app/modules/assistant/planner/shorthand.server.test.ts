import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { generateOrderNumber } from "~/modules/orders/order-number";

import { expectUnchanged, itReads } from "../../../../tests/support/readings";
import { expandShorthand } from "./shorthand.server";

describe("ops shorthand", () => {
  itReads(expandShorthand, {
    "spells out abbreviated days and spans": {
      "battery 50% off this wknd": "battery 50% off this weekend",
      "tenner off x55 wed-fri": "tenner off x55 wednesday-friday",
      "ultra 10% off next 24hrs": "ultra 10% off next 24 hours",
      "yday takings": "yesterday takings",
    },
    "spells out the shop's nouns, verbs and colours": {
      "x55 restk 30 blk": "x55 restock 30 black",
      "r36s stk now 150": "r36s stock now 150",
      "cxl megans": "cancel megans",
      "rfnd megan £2.50": "refund megan £2.50",
    },
    "reads del as delivery beside a threshold and as delete elsewhere": {
      "free del over £50": "free delivery over £50",
      "del threshold?": "delivery threshold?",
      "del neil gray rev": "delete neil gray review",
    },
    "leaves codes and possessives alone": ["rh-8wed5fri2sat", "megan's order"],
  });

  it("leaves every order number as it is, even one whose code ends in a digit and an H", () => {
    expectUnchanged(expandShorthand, ["refund rh-nggav55w0h", "cancel rh-bkgmrn49hr"]);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (bytes) => {
        const number = generateOrderNumber(() => bytes).toLowerCase();
        expect(expandShorthand(`refund ${number}`)).toBe(`refund ${number}`);
      }),
      { numRuns: 2000 },
    );
  });
});
