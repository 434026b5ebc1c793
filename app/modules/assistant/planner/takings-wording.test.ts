// Takings asked in text-speak and in other words: "2day", "2moro", "money-wise", what a day "brought in"; the
// assistant's own changes asked as "what have you been changing".
import { describe, expect, it } from "vitest";

import { callsOf, expectCards } from "../../../../tests/support/planner-plan";
import { expectReadings, expectUnchanged } from "../../../../tests/support/readings";
import { expandShorthand } from "./shorthand.server";

describe("days in text-speak", () => {
  it("reads each as the day it stands for", () =>
    expectReadings(expandShorthand, {
      "takings 2day": "takings today",
      "sale 2moro": "sale tomorrow",
      "from 2morrow": "from tomorrow",
    }));

  it("leaves a number before another word", () => expectUnchanged(expandShorthand, ["2 days"]));
});

describe("takings asked in other words", () => {
  const takings = (date: string) => [{ name: "get_takings", arguments: { date } }];

  it("reads the takings", () =>
    expectCards(callsOf, {
      "takings 2day?": takings("today"),
      "what came in money-wise yesterday": takings("yesterday"),
      "how are we doing moneywise today": takings("today"),
    }));

  it("is no change", async () => {
    expect((await callsOf("what did we make 2day")).every((c) => c.name.startsWith("get_"))).toBe(true);
  });
});

describe("what a day brought in", () => {
  it("is that day's takings", () =>
    expectCards(callsOf, {
      "what did today bring in": [{ name: "get_takings", arguments: { date: "today" } }],
      "what has yesterday brought in": [{ name: "get_takings", arguments: { date: "yesterday" } }],
    }));
});

describe("the assistant's own changes asked about", () => {
  it("'changing' is read as itself, never as the charging dock", () =>
    expectCards(callsOf, {
      "what have you been changing": [{ name: "get_activity", arguments: { origin: "assistant" } }],
    }));
});
