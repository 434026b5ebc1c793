import { describe } from "vitest";

import { allRead, itReads } from "../../../../tests/support/readings";
import { arrivedDamaged, countForLowStock, withoutDescribedStatus } from "./context-clauses.server";

describe("words that say how things stand", () => {
  itReads((text) => /\bdraft\b/.test(withoutDescribedStatus(text)), {
    "takes out a status said of how a record stands now": allRead(
      [
        "the controller's in draft - publish it",
        "the wired controller has been sitting in draft for ages",
        "that controller we've got in draft, put it live",
        "the dock is still in draft",
      ],
      false,
    ),
  });
  itReads(withoutDescribedStatus, {
    "keeps a status asked for": [
      "put the controller in draft",
      "set the dock to draft",
      "draft the x55",
      "make it a draft",
    ],
  });
  itReads(arrivedDamaged, {
    "reads a parcel that arrived damaged as a complaint, and one that arrived as delivered": {
      "the carry case in his order arrived cracked": true,
      "it arrived in bits": true,
      "aisha's parcel arrived": false,
      "both consoles arrived safely on friday": false,
    },
  });
});

describe("a count said beside low stock", () => {
  itReads(countForLowStock, {
    "is units when no money is said": {
      "the ultra is low, add 10 to it": true,
      "the ultra's running low, give it another 12": true,
    },
    "is not read as units when money is said, or when nothing is low": {
      "the ultra is low, put it up a tenner": false,
      "stock is low so raise the price by £5": false,
      "add 10 to the ultra": false,
    },
  });
});
