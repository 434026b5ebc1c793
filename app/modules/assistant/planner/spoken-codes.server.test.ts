import { describe } from "vitest";

import { callsOf, itPlans } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { spokenCodeNames, spokenCodes } from "./spoken-codes.server";

const codes = new Set(["x55", "r36s", "r36"]);
const read = (text: string) => spokenCodes(text, codes);

describe("an item's code said in words", () => {
  itReads(read, {
    "joins a letter and the number said after it into the shop's code": {
      "x fifty five one oh nine ninety nine": "x55 one oh nine ninety nine",
      "add fifteen crimson red x fifty fives": "add fifteen crimson red x55s",
      "put the r thirty six s up to fifty four ninety nine": "put the r36s up to fifty four ninety nine",
    },
    "leaves letters and numbers that make no code of the shop's as they were": [
      "add a fifty pound note",
      "x twenty",
      "plan b ten percent off",
      "give a dozen",
    ],
  });
});

describe("a discount code's name said aloud", () => {
  itReads(spokenCodeNames, {
    "is written as typed: the letters, then the number said after them": {
      "set up a code summer thirty for thirty percent off": "set up a code SUMMER30 for thirty percent off",
      "promo code called easter twelve in caps, twelve percent": "promo code called EASTER12, twelve percent",
      "code B F twenty all one word ten pounds off": "code BF20 ten pounds off",
    },
    "leaves a number that is the amount, and a code with no number": [
      "create code summer thirty percent off",
      "make a code called summer for ten percent off",
      "a code for ten percent off",
    ],
  });
  itPlans(callsOf, {
    "gives the code its name and its amount": {
      "new code autumn twenty for twenty percent off": [
        { name: "create_discount_code", arguments: { code: "AUTUMN20", kind: "percentage", percentOff: 20 } },
      ],
    },
  });
});
