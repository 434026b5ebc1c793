import { describe } from "vitest";

import { itReads } from "../../../../tests/support/readings";
import { spokenTracking } from "./spoken-tracking.server";

describe("a tracking number said in pieces", () => {
  itReads(spokenTracking, {
    "is joined into one number when the message is about a parcel": {
      "ship it royal mail tracking RN 246 810 121 GB": "ship it royal mail tracking RN246810121GB",
      "dpd for megan 1550 9988 7766 55": "dpd for megan 15509988776655",
      "evri tracking one two three four five six seven eight nine zero": "evri tracking 1234567890",
    },
    "leaves numbers alone when no parcel is named, or when they are short": [
      "set the x55 to 10 20 30",
      "dpd for tom, 5 10 15",
      "restock one two three four five six seven eight",
    ],
  });
});

describe("a tracking number of letters and digits read in groups", () => {
  itReads(spokenTracking, {
    "is joined after the word that names it": {
      "evri tracking T12 AB3 456 789 0123 for callum": "evri tracking T12AB34567890123 for callum",
    },
    "leaves short groups and plain counts alone": ["dpd tracking ab1 2 more"],
  });
});

describe("a carrier spelled out letter by letter", () => {
  itReads(spokenTracking, {
    "is written as the carrier's name, and its tracking number joined": {
      "callum's went u p s, tracking one two three four five six seven eight nine":
        "callum's went ups, tracking 123456789",
      "megan's parcel went d.p.d. today": "megan's parcel went dpd today",
    },
    "leaves other letters alone": ["the x 5 5 in a b c order"],
  });
});

describe("a tracking number's letters spelled one by one", () => {
  itReads(spokenTracking, {
    "joins them to its digits": {
      "priya's went yodel tracking j d zero one two three four five six seven eight nine":
        "priya's went yodel tracking JD0123456789",
      "royal mail r n one two three four five six seven eight nine g b for tom": "royal mail RN123456789GB for tom",
    },
    "leaves letters that are not beside a long number alone": ["yodel tracking j d 1234", "x y 123456789 restock"],
  });
});
