// A change of mind that goes on to another request: "delete X's review. no, just hide it". The words after the
// correction are a request of their own, with "it" standing for whom the first one named. Phrasings written for
// the rule, not taken from any corpus.
import { describe } from "vitest";

import { itReads } from "../../../../tests/support/readings";
import { corrected } from "./second-thoughts.server";

const PEOPLE = ["karen moss", "tom baker", "oliver bennett"];
const read = (text: string) => corrected(text, PEOPLE);
const ASKED_AGAIN = { ask: "You changed your mind part-way: which do you mean? Please say it again in full." };

describe("a change of mind that goes on to another request", () => {
  itReads(read, {
    "reads the new request, 'it' being the review first named": {
      "bin oliver bennett's review, nah, just hide it": { text: "hide oliver bennett's review" },
      "hide karen's review. no, reply to it instead: 'Sorry, we'll chase the courier'": {
        text: "reply to karen's review instead: 'Sorry, we'll chase the courier'",
      },
    },
    "sends a reply to the review first named after 'it's fine, leave it up'": {
      "delete karen moss's review - no, it's fine, leave it up and reply 'Thanks Karen'": {
        text: "reply to karen moss's review 'Thanks Karen'",
      },
    },
    "points 'it' at the order first named": {
      "mark tom's order as shipped, no wait, cancel it": { text: "cancel tom's order" },
    },
    "does not fire on a figure corrected, nor guess what 'it' is with nobody named": {
      "refund tom £5, no, give him £4": ASKED_AGAIN,
      "put the dock up to 17.99, no wait, make it 18.49": { text: "put the dock up to 18.49" },
      "delete the dock, nah, just draft it": ASKED_AGAIN,
    },
  });
});
