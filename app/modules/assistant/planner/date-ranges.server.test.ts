import { describe, expect, it } from "vitest";

import { eventPeriod } from "./events.server";

// Monday 16 November 2026, 10:00 UK time
const now = new Date("2026-11-16T10:00:00Z");
const period = (words: string) => eventPeriod(words.toLowerCase(), words, now);

describe("date ranges in owners' words", () => {
  it.each([
    ["from the 1st to the 14th of december", "2026-12-01T00:00", "2026-12-14T23:59"],
    ["between the 5th and the 12th of dec", "2026-12-05T00:00", "2026-12-12T23:59"],
    ["from the 1st til the 7th of dec", "2026-12-01T00:00", "2026-12-07T23:59"],
    ["1–14 Dec", "2026-12-01T00:00", "2026-12-14T23:59"],
    ["from sat to tues", "2026-11-21T00:00", "2026-11-24T23:59"],
    ["between friday and monday", "2026-11-20T00:00", "2026-11-23T23:59"],
    ["until the 30th", "2026-11-16T10:00", "2026-11-30T23:59"],
    ["till the 3rd", "2026-11-16T10:00", "2026-12-03T23:59"],
  ])("%s runs from its start to its end", (words, startsAt, endsAt) => {
    expect(period(words)).toEqual({ period: { startsAt, endsAt, name: null } });
  });

  it("asks about a range that runs backwards or has passed", () => {
    expect(period("from the 14th to the 1st of december")).toHaveProperty("unclear");
    expect(period("between the 2nd and 9th nov")).toHaveProperty("past");
  });
});
