// Takings asked in text-speak and in other words: "2day", "2moro", "money-wise", what a day "brought in"; the
// assistant's own changes asked as "what have you been changing".
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

describe("what a day brought in", () => {
  itPlans(callsOf, {
    "is that day's takings": {
      "what did today bring in": [{ name: "get_takings", arguments: { date: "today" } }],
      "what has yesterday brought in": [{ name: "get_takings", arguments: { date: "yesterday" } }],
    },
  });
});

describe("the assistant's own changes asked about", () => {
  itPlans(callsOf, {
    "'changing' is read as itself, never as the charging dock": {
      "what have you been changing": [{ name: "get_activity", arguments: { origin: "assistant" } }],
    },
  });
});
