import { describe, expect, it } from "vitest";

import { namedDays } from "./named-days.server";

describe("days named instead of dates", () => {
  it("dates Mothering Sunday three weeks before Easter, the next one ahead", () => {
    // Easter 2027 is 28 March
    expect(namedDays("a fiver off the case for mothering sunday", 2026, "2026-11-16")).toMatchObject({
      from: "2027-03-07",
      to: "2027-03-07",
    });
  });

  it("runs a named day on into the days after it when they are asked for", () => {
    expect(namedDays("10% off on christmas eve and the day after", 2026, "2026-11-16")).toMatchObject({
      from: "2026-12-24",
      to: "2026-12-25",
    });
    expect(namedDays("black friday and the 3 days after", 2026, "2026-11-16")).toMatchObject({
      from: "2026-11-27",
      to: "2026-11-30",
    });
    expect(namedDays("boxing day", 2026, "2026-11-16")).toMatchObject({ from: "2026-12-26", to: "2026-12-26" });
  });
});
