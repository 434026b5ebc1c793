// Changes of mind said softly ("hmm no", "sorry no, make that…", "nope, scrap that", "- wait, make it…"): the
// corrected figure is proposed, never the first one, and a correction that cannot be placed is asked about.
import { describe, expect, it } from "vitest";

import { changesOf as changes } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { corrected } from "./second-thoughts.server";
import { withdrawn } from "./withdrawn.server";

/** the correction read with nobody named before it */
const read = (text: string) => corrected(text);

describe("a soft change of mind", () => {
  itReads(read, {
    "replaces the figure said before it": {
      "battery to 18.49. hmm no, 18.99 is better": { text: "battery to 18.99" },
      "x55 to 99.99, nope, 95.99": { text: "x55 to 95.99" },
      "new code SPRING for 10% off - hmm, make that 12%": { text: "new code SPRING for 12% off" },
    },
    "replaces a figure said as a word, and a date inside the new wording": {
      "refund tom a fiver, sorry no, make that eight": { text: "refund tom eight pounds" },
      "banner to 'Closed from 23 Dec' - wait, make it 24 Dec": { text: "banner to 'Closed from 24 Dec'" },
    },
    "replaces a colour with the colour said after it": {
      "set the blue x55s to 12, no sorry, i meant the red ones": { text: "set the red x55s to 12" },
    },
  });

  it("after 'scrap that', reads 'he' or 'she' as the customer named before, and asks when there was none", () => {
    expect(corrected("mark tom's as shipped. nope, scrap that, he's cancelling it", ["tom baker"])).toEqual({
      text: "he's cancelling it (tom's)",
    });
    expect(corrected("draft the dock. scrap that, she wants it live", ["tom baker"])).toHaveProperty("ask");
  });

  it("asks when what changes is not a figure it can swap", () => {
    expect(corrected("15% off the dock this weekend, no, do the battery instead")).toHaveProperty("ask");
  });
  itReads(read, {
    "is never read inside quoted wording, in an answer after a colon, or in an apology": allRead(
      [
        "reply to dave's review: 'Sorry, no stock till Friday'",
        "faq: do you ship to ireland? a: no, uk only for now",
        "Long day, sorry. Set the dock to 14.49",
      ],
      null,
    ),
  });

  it("proposes only the corrected change", async () => {
    const [price] = await changes("put the ultra to 74.99. hmm no, 72.99 is better");
    expect(price.arguments).toMatchObject({ id: "p-r36-ultra", price: "72.99" });
    const [refund] = await changes("refund priya a fiver. sorry no, make that seven");
    expect(refund).toMatchObject({ name: "refund_order", arguments: { amount: "7.00" } });
    const cancel = await changes("mark tom's as shipped. nope, scrap that, he wants it cancelled");
    expect(cancel.map((c) => c.name)).toEqual(["cancel_order"]);
    expect(await changes("20% off the x55 on black friday, no, do it on the ultra instead")).toEqual([]);
  });
});

describe("a change taken back with its reason", () => {
  itReads(withdrawn, {
    "leaves nothing to do, unless another request follows the reason": {
      "refund megan's postage - oh wait, she's found the parcel, leave it": true,
      "publish the dock. hang on, it's not photographed yet, keep it as it is": true,
      // a reason followed by another request is no withdrawal
      "cancel tom's order - oh wait, he's keeping it, refund him a fiver": false,
    },
  });

  it("proposes nothing", async () => {
    expect(await changes("cancel priya's order - no wait, she's changed her mind again, leave it be")).toEqual([]);
  });
});
