import { describe } from "vitest";

import { itReads } from "../../../../tests/support/readings";
import { spokenCodes } from "./spoken-codes.server";

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
