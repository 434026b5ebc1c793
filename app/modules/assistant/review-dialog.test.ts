import { describe, expect, it } from "vitest";

import { confirmationLabel } from "./review-dialog";

describe("the review dialog's destructive confirmation", () => {
  it("asks a bulk change's confirmation by its count, saying each item can be undone from Activity", () => {
    expect(
      confirmationLabel({
        title: "Delete add-on Case",
        changes: [],
        destructive: true,
        affects: { count: 1, names: ["Case"] },
      }),
    ).toBe("I understand this cannot be undone");
    expect(
      confirmationLabel({
        title: "Take 10% off",
        changes: [],
        destructive: true,
        affects: { count: 4, names: ["A", "B", "C", "D"] },
      }),
    ).toBe("I understand this changes all 4 items at once (each can be undone from Activity)");
  });
});
