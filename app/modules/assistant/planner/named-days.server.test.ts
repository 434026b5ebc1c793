import { describe, expect, it } from "vitest";

import { eventPeriod } from "./events.server";
import { namedDays } from "./named-days.server";

describe("days named instead of dates", () => {
  it("dates Mothering Sunday three weeks before Easter, the next one ahead", () => {
    // Easter 2027 is 28 March
    expect(namedDays("a fiver off the case for mothering sunday", 2026, "2026-11-16")).toMatchObject({
      from: "2027-03-07",
      to: "2027-03-07",
    });
  });

  it("dates Shrove Tuesday, Father's Day and Small Business Saturday, the next one ahead", () => {
    // Easter 2027 is 28 March, so Shrove Tuesday is 9 February; June 2027's third Sunday is the 20th
    const day = (text: string) => namedDays(text, 2026, "2026-11-16")?.from;
    expect(day("5% off the dock on shrove tuesday")).toBe("2027-02-09");
    expect(day("a tenner off the x55 for fathers day")).toBe("2027-06-20");
    expect(day("10% off everything for small business saturday")).toBe("2026-12-05");
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

describe("a named day's weekend, and a sale until a named day", () => {
  const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday

  it("runs over the Saturday and Sunday the day falls on, and asks when it falls on a weekday", () => {
    // 14 February 2027 is a Sunday; Christmas Day 2026 a Friday
    expect(namedDays("a tenner off the dock over valentines weekend", 2026, "2026-11-16")).toMatchObject({
      from: "2027-02-13",
      to: "2027-02-14",
    });
    expect(eventPeriod("5% off the case for the christmas day weekend", "", NOW)).toHaveProperty("unclear");
  });

  it("ends at the end of that day (UK time) when it starts now", () => {
    expect(eventPeriod("ultra 10% off from now till boxing day", "", NOW)).toEqual({
      period: { startsAt: "2026-11-16T10:00", endsAt: "2026-12-26T23:59", name: null },
    });
  });
});

describe("a sale until Christmas", () => {
  const NOW = new Date("2026-11-16T10:00:00Z");
  const untilChristmasDay = { period: { startsAt: "2026-11-16T10:00", endsAt: "2026-12-25T23:59", name: null } };

  // Christmas is one day when it ends a sale, as "till sunday" is; a sale for Christmas says no days
  it("runs from now to the end of Christmas Day", () => {
    expect(eventPeriod("the case 10% off til xmas", "", NOW)).toEqual(untilChristmasDay);
    expect(eventPeriod("until christmas, 15% off the dock", "", NOW)).toEqual(untilChristmasDay);
  });

  it("still asks about a sale for Christmas, and ends at Christmas Eve when that is said", () => {
    expect(eventPeriod("15% off the dock for christmas", "", NOW)).toHaveProperty("unclear");
    expect(eventPeriod("a christmas sale on the case, 10% off", "", NOW)).toHaveProperty("unclear");
    expect(eventPeriod("10% off the dock till christmas eve", "", NOW)).toEqual({
      period: { startsAt: "2026-11-16T10:00", endsAt: "2026-12-24T23:59", name: null },
    });
  });
});
