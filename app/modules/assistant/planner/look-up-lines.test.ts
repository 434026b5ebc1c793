// A look-up on a line of its own beside a change: answered as the look-up it is, never given the change's verb
// ("hide george's review⏎inventory for x55 handheld" took the X55 off sale), and never lending its first word as a
// verb to the line after ("newsletter signups this month⏎note on …" turned the email collector on). (A look-up of the
// same kind of thing as the change still borrows its verb: "…and karen moss reviews" in the eval's main set.)
import { describe } from "vitest";

import { changesOf, itPlans } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { linesAsParts } from "./parts.server";

describe("a look-up on its own line beside a change", () => {
  itPlans(changesOf, {
    "changes only what the change names": {
      "hide george patel's review\ninventory for x55 handheld": [
        { name: "update_review", arguments: { id: "r6", status: "hidden" } },
      ],
      "hide george patel's review\nstock for the r36s": [
        { name: "update_review", arguments: { id: "r6", status: "hidden" } },
      ],
      "newsletter signups this month\nnote on megans: gift wrap please": [],
      "takings this week\nnote on tom's order: fragile": [
        { name: "update_order", arguments: { orderNumber: "RH-8T3N6P2W5C", notes: "fragile" } },
      ],
    },
  });
});

describe("a line that opens a wording of its own", () => {
  itReads(linesAsParts, {
    "starts a part, though an earlier line carries free text": {
      "newsletter signups this month\nnote on megans: gift wrap please":
        "newsletter signups this month; note on megans: gift wrap please",
      "faq: do you ship abroad? uk only for now\nannouncement: closed on boxing day":
        "faq: do you ship abroad? uk only for now; announcement: closed on boxing day",
    },
    "keeps an answer's line with its question": {
      "faq: do you ship abroad?\nanswer: uk only for now": "faq: do you ship abroad?\nanswer: uk only for now",
    },
  });
});

describe("a text on the site that is one line long", () => {
  itReads(linesAsParts, {
    "ends with its line, so the next line is a request of its own": {
      "set announcement to: Christmas orders by 18 Dec\ncarry case 15% off on the 27th":
        "set announcement to: Christmas orders by 18 Dec; carry case 15% off on the 27th",
      "subtitle on the home page: Handhelds loaded with retro goodness\norders from priya@example.com":
        "subtitle on the home page: Handhelds loaded with retro goodness; orders from priya@example.com",
    },
    "leaves an FAQ's answer and a note to run on over their lines": {
      "faq about the banner: is the sale real?\nyes, till sunday":
        "faq about the banner: is the sale real?\nyes, till sunday",
      "note on megans: gift wrap\nand a card": "note on megans: gift wrap\nand a card",
    },
  });
});
