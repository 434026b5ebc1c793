import { describe, it } from "vitest";

import { expectReadings } from "../../../tests/support/readings";
import { timelineLabel } from "./order-timeline";

describe("the order timeline's words", () => {
  it("names every action the orders module records, and never shows a code", () => {
    expectReadings(timelineLabel, {
      "order.return": "Return recorded",
      "order.address": "Address corrected",
      "order.return_received": "Return received",
      "order.something_new": "Something new",
    });
  });
});
