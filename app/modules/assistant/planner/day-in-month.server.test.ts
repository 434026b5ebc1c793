import { describe, expect, it } from "vitest";

import { callsOf, expectCards, itPlans } from "../../../../tests/support/planner-plan";
import { expectReadings } from "../../../../tests/support/readings";
import { ordinalWeekday, withHoursOfDay } from "./day-in-month.server";

/** When the sale the words ask for starts and ends, or null when they ask for no sale. */
const period = async (content: string) => {
  const [sale] = await callsOf(content);
  return sale?.name === "create_sale" ? [sale.arguments.startsAt, sale.arguments.endsAt] : null;
};

describe("a day named by its place in a month", () => {
  it("is that one day", async () => {
    expectReadings((words) => ordinalWeekday(words, 2026, "2026-11-16")?.day, {
      "the second sunday in december": "2026-12-13",
      "last monday of may": "2027-05-31",
      "1st friday of november": "2027-11-05",
    });
    await expectCards(period, {
      "15% off the x55 on the third friday of december": ["2026-12-18T00:00", "2026-12-18T23:59"],
    });
  });
});

describe("one day of Easter named alone", () => {
  itPlans(period, {
    "is that day, not the long weekend": {
      "10% off the ultra on good friday": ["2027-03-26T00:00", "2027-03-26T23:59"],
      "easter monday only, £3 off the dock": ["2027-03-29T00:00", "2027-03-29T23:59"],
      "easter weekend 10% off the ultra": ["2027-03-26T00:00", "2027-03-29T23:59"],
      // Mother's Day, as UK shops say it, is Mothering Sunday: three weeks before Easter Sunday
      "mothers day: 10% off the dock": ["2027-03-07T00:00", "2027-03-07T23:59"],
    },
  });
});

describe("the hours said on a named day", () => {
  itPlans(period, {
    "are kept, not the whole day": {
      "20% off the r36s on christmas eve from 2pm": ["2026-12-24T14:00", "2026-12-24T23:59"],
      "boxing day 10% off the x55 until 11am": ["2026-12-26T00:00", "2026-12-26T11:00"],
    },
  });

  it("leave a period of several days as it was", () => {
    const days = { startsAt: "2026-12-24T00:00", endsAt: "2026-12-26T23:59" };
    expect(withHoursOfDay(days, "from 6pm")).toEqual(days);
  });
});

describe("a named day's sale until the weekday after it", () => {
  itPlans(period, {
    "runs on to that weekday": {
      "dock £2 off from black friday until the sunday after": ["2026-11-27T00:00", "2026-11-29T23:59"],
      "10% off the x55 boxing day to the following monday": ["2026-12-26T00:00", "2026-12-28T23:59"],
      "15% off the ultra christmas eve till the friday after": ["2026-12-24T00:00", "2026-12-25T23:59"],
    },
    "leaves a named day alone when no weekday after it is said": {
      "dock £2 off on black friday": ["2026-11-27T00:00", "2026-11-27T23:59"],
      "dock £2 off from black friday until sunday": ["2026-11-27T00:00", "2026-11-29T23:59"],
    },
  });
});
