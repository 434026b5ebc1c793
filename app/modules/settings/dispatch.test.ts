import { describe, expect, it } from "vitest";

import { dispatchPromise, formatCutoff, formatDays } from "./dispatch";

const weekdays = { dispatchCutoff: "14:00", dispatchDays: [1, 2, 3, 4, 5] };

describe("dispatch promise", () => {
  it("reads the cut-off and the days from settings", () => {
    expect(dispatchPromise(weekdays)).toBe("Order by 2pm (UK time), Monday to Friday, and we dispatch the same day.");
    expect(formatCutoff("09:30")).toBe("9:30am");
    expect(formatCutoff("12:00")).toBe("12pm");
    expect(formatDays([1, 3, 5])).toBe("Monday, Wednesday and Friday");
    expect(dispatchPromise({ dispatchCutoff: "14:00", dispatchDays: [] })).toBeNull();
  });
});
