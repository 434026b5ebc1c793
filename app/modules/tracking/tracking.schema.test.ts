import { describe, expect, it } from "vitest";

import { formatEventTime, formatLongDate } from "./tracking-format";
import { outcomeFromReply, TrackOrderSchema } from "./tracking.schema";

describe("TrackOrderSchema", () => {
  it("trims the order number and refuses a blank one with SPEC's message", () => {
    expect(TrackOrderSchema.parse({ orderNumber: "  RH-7K3M9Q2XPA " })).toEqual({ orderNumber: "RH-7K3M9Q2XPA" });
    expect(TrackOrderSchema.safeParse({ orderNumber: "   " }).error?.issues[0].message).toBe(
      "Please enter an order number",
    );
    expect(TrackOrderSchema.safeParse({}).error?.issues[0].message).toBe("Please enter an order number");
  });
});

describe("outcomeFromReply", () => {
  const found = {
    order: { order_number: "RH-1", order_status: "pending", order_date: "2026-11-21T10:00:00Z", tracking_number: null },
    tracking: null,
  };

  it("reads results, an answer carrying an error, and anything else as a failed call", () => {
    expect(outcomeFromReply(true, found)).toEqual({ kind: "found", response: found });
    expect(outcomeFromReply(false, { error: "Order not found." })).toEqual({
      kind: "error",
      error: "Order not found.",
    });
    expect(outcomeFromReply(false, null)).toEqual({ kind: "failed", error: "Failed to track order" });
    expect(outcomeFromReply(true, { unexpected: true })).toEqual({ kind: "failed", error: "Failed to track order" });
  });
});

describe("tracking dates", () => {
  it("shows the order date in en-GB long format, in UK time", () => {
    expect(formatLongDate("2026-11-02T15:30:00Z")).toBe("2 November 2026");
    // 23:30 UTC on 30 June is already 1 July in London (BST)
    expect(formatLongDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
  });

  it("shows event times with the date and the UK clock time", () => {
    expect(formatEventTime("2026-11-16T14:30:00+08:00")).toBe("16 November 2026 at 06:30");
  });
});
