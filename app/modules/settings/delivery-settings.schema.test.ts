import { describe, expect, it } from "vitest";

import { testSettings } from "../../../tests/support/render-route";
import { SettingsUpdateSchema, toSettingsForm } from "./settings.schema";

const saved = (change: Record<string, unknown>) =>
  SettingsUpdateSchema.safeParse({ ...toSettingsForm(testSettings()), ...change });
const messages = (change: Record<string, unknown>) => {
  const result = saved(change);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the delivery calendar's settings", () => {
  it("keeps the shop's closed days as sorted dates, one a line", () => {
    const result = saved({ closedDates: "2026-12-31\r\n2026-12-24\n\n2026-12-24" });
    expect(result.success && result.data.closedDates).toEqual(["2026-12-24", "2026-12-31"]);
  });

  it("refuses a day that is not a calendar date, naming it", () => {
    expect(messages({ closedDates: "2026-12-24\n2027-02-30" })).toEqual([
      'closedDates: "2027-02-30" is not a date: enter each closed day as YYYY-MM-DD',
    ]);
    expect(messages({ closedDates: "24/12/2026" })).toHaveLength(1);
  });

  it("refuses a method whose fewest days exceed its most", () => {
    expect(messages({ expressDeliveryMinDays: "3", expressDeliveryMaxDays: "2" })).toEqual([
      "expressDeliveryMaxDays: The most days must be at least the fewest days",
    ]);
    expect(messages({ standardDeliveryMinDays: "x" })).toEqual([
      "standardDeliveryMinDays: Standard delivery, fewest days must be a number",
    ]);
  });
});
