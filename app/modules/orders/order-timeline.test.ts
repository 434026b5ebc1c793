import { describe, expect, it } from "vitest";

import { timelineLabel } from "./order-timeline";

describe("the order timeline's words", () => {
  it("names every action the orders module records, and never shows a code", () => {
    expect(timelineLabel("order.return")).toBe("Return recorded");
    expect(timelineLabel("order.address")).toBe("Address corrected");
    expect(timelineLabel("order.return_received")).toBe("Return received");
    expect(timelineLabel("order.something_new")).toBe("Something new");
  });
});
