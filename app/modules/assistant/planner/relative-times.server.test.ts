import { describe, expect, it } from "vitest";

import { periodAtNow as period } from "../../../../tests/support/planner-period";
import { allRead, expectReadings, expectReadingsMatch } from "../../../../tests/support/readings";
import { namesTime } from "./events.server";
import { namedDays } from "./named-days.server";

describe("times said relative to now or to another time", () => {
  it("runs each from its start to its end", () => {
    const runs = (startsAt: string, endsAt: string) => ({ period: { startsAt, endsAt } });
    expectReadingsMatch(period, {
      "until the end of next week": runs("2026-11-16T10:00", "2026-11-29T23:59"),
      "till the end of next month": runs("2026-11-16T10:00", "2026-12-31T23:59"),
      "till midnight": runs("2026-11-16T10:00", "2026-11-16T23:59"),
      "until midnight tonight": runs("2026-11-16T10:00", "2026-11-16T23:59"),
      "the day after boxing day": runs("2026-12-27T00:00", "2026-12-27T23:59"),
      "the day before black friday": runs("2026-11-26T00:00", "2026-11-26T23:59"),
      "from 9am tomorrow till 9pm": runs("2026-11-17T09:00", "2026-11-17T21:00"),
      "from 10am till 6pm on saturday": runs("2026-11-21T10:00", "2026-11-21T18:00"),
      "until 9pm": runs("2026-11-16T10:00", "2026-11-16T21:00"),
      "on st andrew's day": runs("2026-11-30T00:00", "2026-11-30T23:59"),
    });
  });

  it("asks about each rather than guess which one", () => {
    const unclear = (words: string) => {
      const reading = period(words);
      return reading === null ? "no reading" : "unclear" in reading;
    };
    expectReadings(
      unclear,
      allRead(
        [
          "from monday for a week",
          "starting monday",
          "the weekend after next",
          "the week after next",
          "on st swithin's day",
          "for children's day",
        ],
        true,
      ),
    );
  });

  it("reads a weekday that is not today's, or 'this monday', as before", () => {
    expect(period("from tuesday for a week")).toMatchObject({
      period: { startsAt: "2026-11-17T00:00", endsAt: "2026-11-23T23:59" },
    });
  });

  it("asks when the times of day are said the wrong way round", () => {
    expect(period("from 9pm tomorrow till 9am")).toHaveProperty("unclear");
  });

  it("takes a day named like a holiday as a time, so a price tied to it is never set for good", () => {
    expect(namesTime("st swithin's day 10% off the r36s")).toBe(true);
    expect(namesTime("10% off the x55 for pancake day")).toBe(true);
    expect(namesTime("put the x55 at 99, it's day one of the new range")).toBe(false);
  });

  it("counts days before and after a named day", () => {
    expect(namedDays("2 days after christmas day", 2026, "2026-11-16")).toMatchObject({
      from: "2026-12-27",
      to: "2026-12-27",
      name: "2 days after Christmas Day",
    });
  });
});
