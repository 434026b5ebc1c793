import { describe, expect, it } from "vitest";

import { formatDayMonthGB, fromUkDateTimeInput, startOfUkDay, toUkDateTimeInput } from "./dates";

describe("UK date-and-time inputs", () => {
  it("reads a winter time as GMT and a summer time as BST", () => {
    expect(fromUkDateTimeInput("2026-11-27T09:30")?.toISOString()).toBe("2026-11-27T09:30:00.000Z");
    expect(fromUkDateTimeInput("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
  });

  it("writes a moment as UK wall time, the inverse of reading it", () => {
    expect(toUkDateTimeInput(new Date("2026-07-01T08:30:00Z"))).toBe("2026-07-01T09:30");
    expect(toUkDateTimeInput(new Date("2026-11-27T23:59:00Z"))).toBe("2026-11-27T23:59");
  });

  it("reads the hour the clocks skip as GMT, and the hour they repeat as its second, GMT, occurrence", () => {
    expect(fromUkDateTimeInput("2027-03-28T01:30")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(fromUkDateTimeInput("2027-03-28T02:30")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(fromUkDateTimeInput("2026-10-25T01:30")?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
    expect(fromUkDateTimeInput("2026-10-25T00:30")?.toISOString()).toBe("2026-10-24T23:30:00.000Z");
  });

  it("refuses what is not a date and time, or not a real day", () => {
    expect(fromUkDateTimeInput("2026-02-31T10:00")).toBeNull();
    expect(fromUkDateTimeInput("tomorrow")).toBeNull();
    expect(fromUkDateTimeInput("2026-11-27")).toBeNull();
  });
});

describe("the day and month of a calendar day", () => {
  it("is what Intl's en-GB formatter writes for that day in UTC, on every day of a leap year and the next", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
    const differ: string[] = [];
    for (let at = Date.UTC(2028, 0, 1); at < Date.UTC(2030, 0, 1); at += 86_400_000) {
      const isoDay = new Date(at).toISOString().slice(0, 10);
      if (formatDayMonthGB(isoDay) !== intl.format(at)) differ.push(isoDay);
    }
    expect(differ).toEqual([]);
    expect(formatDayMonthGB("2026-09-01")).toBe(intl.format(Date.UTC(2026, 8, 1)));
  });
});

describe("the start of a UK day", () => {
  it("is midnight GMT in winter and midnight BST in summer, on both clock-change days", () => {
    expect(startOfUkDay(new Date("2027-03-28T12:00:00Z")).toISOString()).toBe("2027-03-28T00:00:00.000Z");
    expect(startOfUkDay(new Date("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(startOfUkDay(new Date("2026-07-01T23:30:00Z")).toISOString()).toBe("2026-07-01T23:00:00.000Z");
  });
});
