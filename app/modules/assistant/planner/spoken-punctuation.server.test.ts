import { describe, expect, it } from "vitest";

import { spokenPunctuation } from "./spoken-punctuation.server";

describe("punctuation said aloud", () => {
  it("writes a dictated full stop as a mark, so 'stop' is no command", () => {
    expect(spokenPunctuation("switch the tracking page on full stop")).toBe("switch the tracking page on.");
  });

  it("writes a dictated new line as a line break, so it parts two requests", () => {
    expect(spokenPunctuation("ship toms order new line refund priya a fiver")).toBe(
      "ship toms order\nrefund priya a fiver",
    );
  });

  it("writes exclamation and question marks and commas", () => {
    expect(spokenPunctuation("hide neils review exclamation mark")).toBe("hide neils review!");
    expect(spokenPunctuation("how many docks are left question mark")).toBe("how many docks are left?");
    expect(spokenPunctuation("drop the dock comma the battery too")).toBe("drop the dock, the battery too");
  });

  it("leaves quoted words as said", () => {
    expect(spokenPunctuation("set the banner to 'new line of cases' full stop")).toBe(
      "set the banner to 'new line of cases'.",
    );
  });
});
