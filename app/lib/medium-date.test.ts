import { describe, expect, it } from "vitest";

import { formatMediumDateGB } from "./medium-date";

describe("the medium date", () => {
  it("is the day in the UK, as Intl's en-GB formatter writes it, at every hour of two years", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    const differ: string[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 3_600_000)
      for (const instant of [at, at + 3_599_999])
        if (formatMediumDateGB(new Date(instant)) !== intl.format(instant))
          differ.push(new Date(instant).toISOString());
    expect(differ).toEqual([]);
    expect(formatMediumDateGB("2026-03-29T00:59:59Z")).toBe("29 Mar 2026");
    expect(formatMediumDateGB("2026-10-24T23:30:00Z")).toBe("25 Oct 2026");
    expect(formatMediumDateGB("2026-10-25T23:30:00Z")).toBe("25 Oct 2026");
    expect(formatMediumDateGB("2031-09-30T23:00:00Z")).toBe(intl.format(new Date("2031-09-30T23:00:00Z")));
  });
});
