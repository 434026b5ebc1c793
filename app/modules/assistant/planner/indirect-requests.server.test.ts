import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { indirectRequest } from "./indirect-requests.server";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const lookup = demoLookup();
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("a request put indirectly", () => {
  it("drops a softener that asks nothing itself", () => {
    expect(indirectRequest("if it's not too much bother, hide dave's review")).toBe("hide dave's review");
    expect(indirectRequest("if you get a minute, publish the controller")).toBe("publish the controller");
    expect(indirectRequest("I'd appreciate it if you could end the WELCOME10 code")).toBe("end the WELCOME10 code");
    expect(indirectRequest("any chance of a fiver off the dock this weekend?")).toBe(
      "a fiver off the dock this weekend",
    );
  });

  it("reads what is done to the thing as the command", () => {
    expect(indirectRequest("could the banner be cleared?")).toBe("clear the banner");
    expect(indirectRequest("can the 2 star reviews be hidden please")).toBe("hide the 2 star reviews please");
    expect(indirectRequest("could the dock be £14 from friday to sunday?")).toBe("the dock £14 from friday to sunday");
    expect(indirectRequest("could the banner say 'Back on Monday' instead?")).toBe(
      "set the banner to 'Back on Monday'",
    );
    expect(indirectRequest("can Megan have £3 back?")).toBe("give Megan £3 back");
  });

  it("leaves a question or a plain request as it was", () => {
    for (const text of [
      "could we have a chat about prices?",
      "can you tell me what the threshold is",
      "any chance of rain today",
      "if the ultra is under 10, add 20",
      "hide the 1 star reviews",
    ])
      expect(indirectRequest(text), text).toBe(text);
  });

  it("proposes the card the request asks for", async () => {
    const marked = await plan("would you mind terribly marking callum's order as processing");
    expect(marked.toolCalls.map((c) => c.arguments.status)).toEqual(["processing"]);
    const banner = await plan("if possible could the announcement bar be cleared, it's out of date");
    expect(banner.toolCalls.map((c) => c.arguments)).toEqual([{ announcementBar: "" }]);
  });
});
