import { describe } from "vitest";

import { callsOf, itPlansMatch } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { figureCorrections } from "./figure-corrections.server";

describe("a figure corrected by a second thought or by calling the first one wrong", () => {
  itReads(figureCorrections, {
    "reads the correction as 'no wait'": {
      "sd card to 13.99 - second thoughts, 12.99": "sd card to 13.99, no wait, 12.99",
      "battery at 18.49; on second thought make it 17.99": "battery at 18.49, no wait, make it 17.99",
      "someone put the x55 at 109.99 and got it wrong, it should be 119.99":
        "someone put the x55 at 109.99 and, no wait, it should be 119.99",
      "the ultra is on at 69.99 which is wrong - should have been £74.99":
        "the ultra is on at 69.99, no wait, should have been £74.99",
    },
    "leaves other words as they are": [
      // no figure said before: the one after is the request itself
      "the x55 price is wrong, it should be 119.99",
      // a second thought that withdraws, or asks for something new, is no figure's correction
      "dock to 15.99. on second thoughts leave it",
      "dock to 15.99, second thoughts, draft it",
      "the dock at 15.99 is wrong for the summer",
    ],
  });
  itPlansMatch(callsOf, {
    // toMatchObject holds each answer's array to its length: one card, at the figure said last
    "proposes the figure said last": allRead(
      [
        "screen protector to 5.99. on second thoughts 6.49",
        "whoever set the screen protector to 5.99 got it wrong, it should be 6.49",
      ],
      [{ arguments: { price: "6.49" } }],
    ),
  });
});
