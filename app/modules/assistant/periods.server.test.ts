import { describe, expect, it } from "vitest";

import { periodRange } from "./periods.server";

const range = (args: Parameters<typeof periodRange>[0], now: string) => {
  const { from, to, words } = periodRange(args, new Date(now));
  return { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null, words };
};

describe("the assistant's periods, in UK time", () => {
  it("in winter (GMT): yesterday is the whole day before, this month starts on the 1st", () => {
    const now = "2026-11-26T14:00:00Z";
    expect(range({ date: "yesterday" }, now)).toEqual({
      from: "2026-11-25T00:00:00.000Z",
      to: "2026-11-26T00:00:00.000Z",
      words: " yesterday",
    });
    expect(range({ date: "this_month" }, now).from).toBe("2026-11-01T00:00:00.000Z");
    expect(range({ date: "this_week" }, now).from).toBe("2026-11-23T00:00:00.000Z");
    expect(range({ date: "any" }, now)).toEqual({ from: null, to: null, words: "" });
  });
  it("in summer (BST) a UK day starts at 23:00 UTC the evening before", () => {
    const now = "2026-07-15T12:00:00Z";
    expect(range({ date: "today" }, now).from).toBe("2026-07-14T23:00:00.000Z");
    expect(range({ date: "this_month" }, now).from).toBe("2026-06-30T23:00:00.000Z");
  });
  it("since a day: from that day's UK midnight, named in the message", () => {
    const since = range({ date: "any", since: "2026-11-23" }, "2026-11-26T14:00:00Z");
    expect(since.from).toBe("2026-11-23T00:00:00.000Z");
    expect(since.to).toBeNull();
    expect(since.words).toMatch(/^ since .*23.*Nov.*2026$/);
  });
});
