import { describe, expect, it } from "vitest";

import { periodAtNow as period } from "../../../../tests/support/planner-period";
import { callsOf } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";

/** Exactly the period from `startsAt` to `endsAt`, and no named day. */
const from = (startsAt: string, endsAt: string) => ({ period: { startsAt, endsAt, name: null } });

describe("date ranges in owners' words", () => {
  itReads(period, {
    "runs from its start to its end": {
      "from the 1st to the 14th of december": from("2026-12-01T00:00", "2026-12-14T23:59"),
      "between the 5th and the 12th of dec": from("2026-12-05T00:00", "2026-12-12T23:59"),
      "from the 1st til the 7th of dec": from("2026-12-01T00:00", "2026-12-07T23:59"),
      "1–14 Dec": from("2026-12-01T00:00", "2026-12-14T23:59"),
      "from sat to tues": from("2026-11-21T00:00", "2026-11-24T23:59"),
      "between friday and monday": from("2026-11-20T00:00", "2026-11-23T23:59"),
      "until the 30th": from("2026-11-16T10:00", "2026-11-30T23:59"),
      "till the 3rd": from("2026-11-16T10:00", "2026-12-03T23:59"),
    },
  });

  it("asks about a range that runs backwards or has passed", () => {
    expect(period("from the 14th to the 1st of december")).toHaveProperty("unclear");
    expect(period("between the 2nd and 9th nov")).toHaveProperty("past");
  });

  // each end with its own month: the end said before the start in the year is asked, never read from now
  it("asks about two dates, each with its month, whose end comes first", () => {
    expect(period("£5 off from 12 dec to 3 dec")).toHaveProperty("unclear");
    expect(period("10% off from dec 20 to dec 4")).toHaveProperty("unclear");
    expect(period("sale from the 9th of december to the 2nd of december")).toHaveProperty("unclear");
    expect(period("10% off from 15 dec to 1 nov")).toHaveProperty("unclear");
  });
  itReads(period, {
    "runs two dates, each with its month, from the first to the second": {
      "from 3 dec to 12 dec": from("2026-12-03T00:00", "2026-12-12T23:59"),
      "from 28 dec to 3 jan": from("2026-12-28T00:00", "2027-01-03T23:59"),
    },
  });
});

describe("days in figures", () => {
  itReads(period, {
    "runs from its start to its end": {
      "x55 -10% fri 27th": from("2026-11-27T00:00", "2026-11-27T23:59"),
      "carry case 15% off on the 27th": from("2026-11-27T00:00", "2026-11-27T23:59"),
      "15% 27/11-30/11": from("2026-11-27T00:00", "2026-11-30T23:59"),
      "£20 off 1/12 to 7/12": from("2026-12-01T00:00", "2026-12-07T23:59"),
      "from the 20th to the 24th": from("2026-11-20T00:00", "2026-11-24T23:59"),
      "10% off the 3rd": from("2026-12-03T00:00", "2026-12-03T23:59"),
    },
  });

  it("asks about a weekday that is not on the date, a day the month lacks, and a range read both ways", () => {
    expect(period("10% off fri 28th")).toHaveProperty("unclear");
    expect(period("10% off on the 31st")).toHaveProperty("unclear");
    expect(period("from the 20th to the 10th")).toHaveProperty("unclear");
    expect(period("10% off 2/3-4/5")).toHaveProperty("unclear");
  });
});

describe("spans in hours", () => {
  itReads(period, {
    "runs from now for those hours": allRead(
      ["10% off next 24 hours", "10% off for the next 24 hours", "10% off for 24 hours"],
      from("2026-11-16T10:00", "2026-11-17T10:00"),
    ),
  });
});

describe("a named day that runs to a date", () => {
  itReads(period, {
    // the end falls in the new year when the day and month come before the named day in the calendar
    "runs from the named day to that date": {
      "from boxing day until the 3rd of jan": {
        period: { startsAt: "2026-12-26T00:00", endsAt: "2027-01-03T23:59", name: "Boxing Day" },
      },
      "christmas eve through 29 december": {
        period: { startsAt: "2026-12-24T00:00", endsAt: "2026-12-29T23:59", name: "Christmas Eve" },
      },
      "new year's eve till jan 4th": {
        period: { startsAt: "2026-12-31T00:00", endsAt: "2027-01-04T23:59", name: "New Year's Eve" },
      },
      "new years day to the 5th of january": {
        period: { startsAt: "2027-01-01T00:00", endsAt: "2027-01-05T23:59", name: "New Year's Day" },
      },
    },
  });

  it("asks when that date is months away or is no date at all", async () => {
    expect(period("black friday till 3rd november")).not.toHaveProperty("period.endsAt", "2027-11-03T23:59");
    expect(period("boxing day till 30th feb")).not.toHaveProperty("period.endsAt", "2027-02-30T23:59");
    expect(await callsOf("boxing day till 30th feb, 10% off the dock")).toEqual([]);
  });
});
