import { describe, expect, it } from "vitest";

import { callsOf } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { replyFromLetter } from "./reply-letters.server";

describe("a review reply asked for in a letter", () => {
  itReads(replyFromLetter, {
    "reads the reply the letter asks for": {
      ["Hello. There is a review from a Mrs Amelia Hughes about the hinge. Please post a reply reading: " +
      "'Thank you, Amelia.' Kind regards, Jo"]: "Hello. Reply to Amelia Hughes: 'Thank you, Amelia.'",
      "Harry Whitfield's review was lovely, could you leave a short reply saying 'Cheers Harry!' thanks":
        "Reply to Harry Whitfield: 'Cheers Harry!'",
    },
    "leaves other words as they are": [
      "reply to Harry Whitfield: 'Cheers Harry!'",
      "There is a review from Harry Whitfield. Please hide it.",
      "Please post a reply reading: 'Thanks!'",
      "Set the announcement to 'Free delivery' - Harry Whitfield's review said it was slow",
    ],
  });

  it("replies to that review with the quote alone, and changes nothing else", async () => {
    const toolCalls = await callsOf(
      "Good afternoon. I am told there is a review from a Mr Oliver Bennett about the d-pad. I should be " +
        "grateful if you would post a reply on our behalf reading: 'Dear Mr Bennett, thank you. Do ring us " +
        "if you would like an exchange.' Yours sincerely, Margaret",
    );
    expect(toolCalls).toEqual([
      expect.objectContaining({
        name: "update_review",
        arguments: expect.objectContaining({
          reply: "Dear Mr Bennett, thank you. Do ring us if you would like an exchange.",
        }),
      }),
    ]);
  });
});
