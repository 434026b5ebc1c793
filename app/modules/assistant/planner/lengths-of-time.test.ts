// A figure followed by a length of time ("3 days late", "took 5 days", "2 hours ago") counts days or hours, never
// pounds or units: a story about a parcel or a restock changes no price and no stock, whatever verb it uses
// ("turned up", "went up" read as a raise).
import { describe } from "vitest";

import { changesOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

/** What the planner's changes set: each card's price or stock beside the record it changes. */
const setsOf = async (content: string) =>
  (await changesOf(content)).map((c) => [c.arguments.id, c.arguments.price ?? c.arguments.stockQuantity ?? null]);

describe("a figure that counts time", () => {
  itPlans(setsOf, {
    "is never read as money or a count in a story about a parcel": allRead(
      [
        "the x55 parcel turned up 3 days late",
        "ultra took 5 days to arrive",
        "the controller parcel showed up 4 days late",
        "x55 went up 2 hours ago on the site",
        "the r36s shipment is up 10 days",
        "the x55 restock turned up 3 days late",
        "dock delivery was 2 weeks late, customer not happy",
        "the battery parcel came up 6 hrs behind",
      ],
      [],
    ),
    "leaves amounts said as money or as a bare change read as before": {
      "x55 up 3": [["p-x55-console", "122.99"]],
      "raise the x55 by 3 quid": [["p-x55-console", "122.99"]],
      "x55 up £3": [["p-x55-console", "122.99"]],
      "x55 stock to 3": [["p-x55-console", 3]],
    },
  });
});
