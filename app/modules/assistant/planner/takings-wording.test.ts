// Takings asked in text-speak and in other words: "2day", "2moro", "money-wise".
import { describe, expect, it } from "vitest";

import { callsOf, itPlans } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { expandShorthand } from "./shorthand.server";

describe("days in text-speak", () => {
  itReads(expandShorthand, {
    "reads each as the day it stands for": {
      "takings 2day": "takings today",
      "sale 2moro": "sale tomorrow",
      "from 2morrow": "from tomorrow",
    },
    "leaves a number before another word": ["2 days"],
  });
});

describe("takings asked in other words", () => {
  const takings = (date: string) => [{ name: "get_takings", arguments: { date } }];
  itPlans(callsOf, {
    "reads the takings": {
      "takings 2day?": takings("today"),
      "what came in money-wise yesterday": takings("yesterday"),
      "how are we doing moneywise today": takings("today"),
    },
  });

  it("is no change", async () => {
    expect((await callsOf("what did we make 2day")).every((c) => c.name.startsWith("get_"))).toBe(true);
  });
});
