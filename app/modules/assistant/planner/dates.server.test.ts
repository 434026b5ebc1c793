import { describe, expect, it } from "vitest";

import { periodOf } from "./dates.server";

const MONDAY = new Date("2026-11-16T10:00:00Z");

describe("a period since a day", () => {
  it("reads a weekday as the one gone, never one ahead", () => {
    expect(periodOf("orders since thursday", MONDAY)).toEqual({ since: "2026-11-12" });
    expect(periodOf("takings since saturday", MONDAY)).toEqual({ since: "2026-11-14" });
  });
});

describe("a period asked 'so far'", () => {
  it("is the week or month named, and today only when none is", () => {
    expect(periodOf("what have we sold so far this week", MONDAY)).toEqual({ date: "this_week" });
    expect(periodOf("best sellers in november so far", MONDAY)).toEqual({ date: "this_month" });
    expect(periodOf("takings so far", MONDAY)).toEqual({ date: "today" });
  });
});
