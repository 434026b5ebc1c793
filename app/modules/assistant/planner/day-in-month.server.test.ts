import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { ordinalWeekday, withHoursOfDay } from "./day-in-month.server";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
const lookup = demoLookup();
const period = async (content: string) => {
  const [sale] = (await builtInPlan([{ role: "user", content }], lookup, NOW, "owner")).toolCalls;
  return sale?.name === "create_sale" ? [sale.arguments.startsAt, sale.arguments.endsAt] : null;
};

describe("a day named by its place in a month", () => {
  it("is that one day", async () => {
    expect(ordinalWeekday("the second sunday in december", 2026, "2026-11-16")?.day).toBe("2026-12-13");
    expect(ordinalWeekday("last monday of may", 2026, "2026-11-16")?.day).toBe("2027-05-31");
    expect(ordinalWeekday("1st friday of november", 2026, "2026-11-16")?.day).toBe("2027-11-05");
    expect(await period("15% off the x55 on the third friday of december")).toEqual([
      "2026-12-18T00:00",
      "2026-12-18T23:59",
    ]);
  });
});

describe("one day of Easter named alone", () => {
  it("is that day, not the long weekend", async () => {
    expect(await period("10% off the ultra on good friday")).toEqual(["2027-03-26T00:00", "2027-03-26T23:59"]);
    expect(await period("easter monday only, £3 off the dock")).toEqual(["2027-03-29T00:00", "2027-03-29T23:59"]);
    expect(await period("easter weekend 10% off the ultra")).toEqual(["2027-03-26T00:00", "2027-03-29T23:59"]);
    // Mother's Day, as UK shops say it, is Mothering Sunday: three weeks before Easter Sunday
    expect(await period("mothers day: 10% off the dock")).toEqual(["2027-03-07T00:00", "2027-03-07T23:59"]);
  });
});

describe("the hours said on a named day", () => {
  it("are kept, not the whole day", async () => {
    expect(await period("20% off the r36s on christmas eve from 2pm")).toEqual([
      "2026-12-24T14:00",
      "2026-12-24T23:59",
    ]);
    expect(await period("boxing day 10% off the x55 until 11am")).toEqual(["2026-12-26T00:00", "2026-12-26T11:00"]);
  });

  it("leave a period of several days as it was", () => {
    const days = { startsAt: "2026-12-24T00:00", endsAt: "2026-12-26T23:59" };
    expect(withHoursOfDay(days, "from 6pm")).toEqual(days);
  });
});

describe("a named day's sale until the weekday after it", () => {
  it.each([
    ["dock £2 off from black friday until the sunday after", "2026-11-27T00:00", "2026-11-29T23:59"],
    ["10% off the x55 boxing day to the following monday", "2026-12-26T00:00", "2026-12-28T23:59"],
    ["15% off the ultra christmas eve till the friday after", "2026-12-24T00:00", "2026-12-25T23:59"],
  ])("%s runs on to that weekday", async (content, startsAt, endsAt) => {
    expect(await period(content)).toEqual([startsAt, endsAt]);
  });

  it("leaves a named day alone when no weekday after it is said", async () => {
    expect(await period("dock £2 off on black friday")).toEqual(["2026-11-27T00:00", "2026-11-27T23:59"]);
    expect(await period("dock £2 off from black friday until sunday")).toEqual([
      "2026-11-27T00:00",
      "2026-11-29T23:59",
    ]);
  });
});
