// "Tracking" is the shop's order tracking page only when the page is what is switched: a parcel sent without
// tracking ("no tracking", "tracking to follow") or a customer's order dropped off is never the page turned off.
import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const settings = async (content: string) => (await cardsOf(content)).filter((c) => c.tool === "update_settings");

describe("the order tracking page switch", () => {
  itPlans(settings, {
    "is turned on or off when the page is what is switched": {
      "switch the tracking page off for now": [{ tool: "update_settings", trackingPageEnabled: false }],
      "turn order tracking back on": [{ tool: "update_settings", trackingPageEnabled: true }],
      "disable tracking": [{ tool: "update_settings", trackingPageEnabled: false }],
    },
    "is never a parcel sent without tracking": allRead(
      [
        "my brother dropped callum's off on the way to work, no tracking",
        "priya's parcel went off this morning without tracking",
        "tom's is off with dpd, tracking to follow",
        "sent callum's off, no tracking number",
      ],
      [],
    ),
  });
});
