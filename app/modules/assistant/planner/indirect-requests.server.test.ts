import { describe, expect, it } from "vitest";

import { callsOf } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { causativeRequest, indirectRequest } from "./indirect-requests.server";

describe("a request put indirectly", () => {
  itReads(indirectRequest, {
    "drops a softener that asks nothing itself": {
      "if it's not too much bother, hide dave's review": "hide dave's review",
      "if you get a minute, publish the controller": "publish the controller",
      "I'd appreciate it if you could end the WELCOME10 code": "end the WELCOME10 code",
      "any chance of a fiver off the dock this weekend?": "a fiver off the dock this weekend",
    },
    "reads what is done to the thing as the command": {
      "could the banner be cleared?": "clear the banner",
      "can the 2 star reviews be hidden please": "hide the 2 star reviews please",
      "could the dock be £14 from friday to sunday?": "the dock £14 from friday to sunday",
      "could the banner say 'Back on Monday' instead?": "set the banner to 'Back on Monday'",
      "can Megan have £3 back?": "give Megan £3 back",
    },
  });
  itReads(causativeRequest, {
    "reads 'get the thing done' as doing it": {
      "get the 2 star reviews hidden": "hide the 2 star reviews",
      "get megan's order shipped today": "ship megan's order today",
      "please get all the draft items published": "publish all the draft items",
    },
    "leaves a 'get' that is a look-up or a question as it was": [
      "get the hidden reviews",
      "get the orders that were shipped",
      "have the 2 star reviews been hidden",
      "get the reviews for the x55",
    ],
  });

  it("does both parts when one is put as 'get the thing done'", async () => {
    const [price, ...hidden] = await callsOf("dock to 13.49 and get the 5 star reviews hidden");
    expect(price).toMatchObject({ name: "update_addon", arguments: { price: "13.49" } });
    expect(hidden.length).toBeGreaterThan(0);
    for (const call of hidden) expect(call).toMatchObject({ name: "update_review", arguments: { status: "hidden" } });
  });
  itReads(indirectRequest, {
    "leaves a question or a plain request as it was": [
      "could we have a chat about prices?",
      "can you tell me what the threshold is",
      "any chance of rain today",
      "if the ultra is under 10, add 20",
      "hide the 1 star reviews",
    ],
  });

  it("proposes the card the request asks for", async () => {
    const marked = await callsOf("would you mind terribly marking callum's order as processing");
    expect(marked.map((c) => c.arguments.status)).toEqual(["processing"]);
    const banner = await callsOf("if possible could the announcement bar be cleared, it's out of date");
    expect(banner.map((c) => c.arguments)).toEqual([{ announcementBar: "" }]);
  });
});
