// Words that only pad a request, before or after it, are no part of it: not of a free text it sets, nor a verb a
// later part borrows, nor a sign that a code is meant.
import { describe, expect, it } from "vitest";

import { cardsOf } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { withoutPadding } from "./padding-words.server";

describe("padding around a request", () => {
  itReads(withoutPadding, {
    "is dropped at either end": {
      "pls hide dave's review": "hide dave's review",
      "plz, hide dave's review": "hide dave's review",
      "please draft the x55. oh and the ultra": "draft the x55. oh and the ultra",
      "🙏 code SNOW for 10% off": "code SNOW for 10% off",
      "✨👉 x55 to 99": "x55 to 99",
      "faq: do you gift wrap? no, sorry pls": "faq: do you gift wrap? no, sorry",
      "hero: Retro in your pocket asap": "hero: Retro in your pocket",
      "ship callum's when you get a sec": "ship callum's",
      "banner: Free UK delivery over £40, when you get a chance pls": "banner: Free UK delivery over £40",
      "publish the controller no rush": "publish the controller",
    },
    "keeps what is wording of the request itself": [
      // a "please" at the end may be the wording a banner or an answer asks for
      "announcement: order by 20 Dec please",
      // an emoji at the end may be part of the banner
      "banner: Black Friday is here 🎉",
      "reply to dave's review 'pls get in touch asap'",
      "set the banner to ASAP dispatch on every order",
      "pleased to say the x55 is back, publish it",
      "asap",
    ],
  });
});

describe("a padded request is planned as the bare one", () => {
  it("sets no padding into a free text and drops no part", async () => {
    expect(await cardsOf("announcement: Winter sale now on! pls")).toEqual([
      { tool: "update_settings", announcementBar: "Winter sale now on!" },
    ]);
    expect(await cardsOf("pls draft the x55. oh and the ultra")).toEqual([
      { tool: "update_product", id: "p-x55-console", status: "draft" },
      { tool: "update_product", id: "p-r36-ultra", status: "draft" },
    ]);
    expect(await cardsOf("🙏 code POSTAGE for free postage on orders over £30")).toEqual(
      await cardsOf("code POSTAGE for free postage on orders over £30"),
    );
  });
});
