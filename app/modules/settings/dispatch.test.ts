import { describe, expect, it } from "vitest";

import { dispatchDate, dispatchPromise, estimatedDelivery, formatCutoff, formatDays } from "./dispatch";

const weekdays = { dispatchCutoff: "14:00", dispatchDays: [1, 2, 3, 4, 5] };
const day = (d: Date) => d.toISOString().slice(0, 10);

describe("dispatch promise", () => {
  it("reads the cut-off and the days from settings", () => {
    expect(dispatchPromise(weekdays)).toBe("Order by 2pm (UK time), Monday to Friday, and we dispatch the same day.");
    expect(formatCutoff("09:30")).toBe("9:30am");
    expect(formatCutoff("12:00")).toBe("12pm");
    expect(formatDays([1, 3, 5])).toBe("Monday, Wednesday and Friday");
    expect(dispatchPromise({ dispatchCutoff: "14:00", dispatchDays: [] })).toBeNull();
  });

  it("dispatches the same day before the UK cut-off on a dispatch day, else the next dispatch day", () => {
    // Thursday 26 November 2026 (GMT)
    expect(day(dispatchDate(new Date("2026-11-26T13:59:00Z"), weekdays))).toBe("2026-11-26");
    expect(day(dispatchDate(new Date("2026-11-26T14:00:00Z"), weekdays))).toBe("2026-11-27");
    // Friday afternoon and Saturday go out on Monday
    expect(day(dispatchDate(new Date("2026-11-27T15:00:00Z"), weekdays))).toBe("2026-11-30");
    expect(day(dispatchDate(new Date("2026-11-28T09:00:00Z"), weekdays))).toBe("2026-11-30");
    // in summer the UK is an hour ahead: 13:30 UTC is 14:30 in London, past the cut-off
    expect(day(dispatchDate(new Date("2026-07-01T13:30:00Z"), weekdays))).toBe("2026-07-02");
  });

  it("estimates delivery in weekdays after dispatch", () => {
    // dispatched Friday 27th, three weekdays later is Wednesday 2 December
    expect(day(estimatedDelivery(new Date("2026-11-27T10:00:00Z"), 3, weekdays))).toBe("2026-12-02");
  });
});
