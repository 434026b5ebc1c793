import { describe } from "vitest";

import { itReads } from "../../../../tests/support/readings";
import { withdrawn } from "./withdrawn.server";

describe("a request taken back in the same message", () => {
  itReads(withdrawn, {
    "reads whether nothing is left to do": {
      "put the dock up to 17.99 - on second thought, leave it as it is": true,
      "end the xmas code... never mind, it's fine": true,
      "publish the battery, actually don't bother": true,
      "refund callum a tenner. no, forget it": true,
      "draft the x55 - actually no, keep it live": true,
      "remove the returns faq. on reflection, keep it": true,
      "bin the 2 star reviews... thinking about it, leave them as they are": true,
      "end the xmas code - on further thought, it's fine": true,
      "take the sd card down to 9.99; second thoughts, keep it as it is": true,
      "refund priya in full - oh wait she rang back, she's keeping it after all. leave it": true,
      "refund tom a tenner. wait no, he rang, he wants to keep it": true,
      "cancel callum's order - oh wait, he's keeping it after all": true,
      "cancel megan's. no wait she's emailed again, she wants it after all": true,
      // a reason that asks for something else, or says nothing of keeping it, is no withdrawal
      "cancel megan's. no wait she wants it after all, mark it processing": false,
      "cancel megan's. no wait she's emailed again": false,
      "hide the dock. on reflection, draft it instead": false,
      "start a NEWYEAR code for 15% off - actually forget it, it's way too soon": true,
      // the figure it stays at, or the customer keeping it, is still nothing to do
      "dock to 15.99... on second thoughts leave it at 16.99": true,
      "refund megan's order. actually leave it, she's keeping it": true,
      "dock to 15.99... on second thoughts leave it at 16.99 and publish the battery": false,
      "refund megan's order. actually leave it, she's keeping it but refund her postage": false,
      // a change of mind that asks for something else is a correction, not a withdrawal
      "put the dock up to 17.99, actually don't, make it 16.99": false,
      "hide tom's review. never mind, delete it instead": false,
      // a negation alone takes nothing back
      "don't publish the battery yet": false,
      "never mind the dock, put the battery to 18.99": false,
    },
  });
});
