import { describe, expect, it } from "vitest";

import { codeConditionsLabel } from "./discount-codes.schema";

describe("codeConditionsLabel", () => {
  it("names the minimum spend, one per email and a narrower reach, or says there are none", () => {
    expect(codeConditionsLabel({ minimumSpend: 2000, onePerEmail: true, appliesTo: "products" })).toBe(
      "Minimum spend £20.00 · one per email · products only",
    );
    expect(codeConditionsLabel({ minimumSpend: 0, onePerEmail: true, appliesTo: "everything" })).toBe("One per email");
    expect(codeConditionsLabel({ minimumSpend: 0, onePerEmail: false, appliesTo: "everything" })).toBe("None");
  });
});
