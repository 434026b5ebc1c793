import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { expectCardsMatch, itPlansMatch, planAt } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { codeAppliesTo, oncePerCustomer } from "./code-conditions.server";

const lookup = demoLookup();
const code = async (content: string) =>
  (await planAt(content, { lookup })).toolCalls.find((c) => c.name === "create_discount_code")?.arguments;

describe("a discount code's limits", () => {
  itReads(codeAppliesTo, {
    "keeps a limit to add-ons or to products": {
      "new code xtras15 15% off, accessories only": { appliesTo: "addons" },
      "code CONSOLE5 £5 off just for the consoles": { appliesTo: "products" },
      "code SAVE5 £5 off everything": {},
    },
    // the offer's own object is the limit: "£3 off accessories" takes nothing off a console
    "keeps a limit said as what the code takes money off": {
      "new code KIT3 for £3 off accessories": { appliesTo: "addons" },
      "code EXTRA10 - 10% off all the add ons": { appliesTo: "addons" },
      "code HANDY5 £5 off consoles": { appliesTo: "products" },
      "code BOTH5 £5 off consoles and add-ons": {},
      "code ALL5 £5 off everything, add-ons too": {},
      "code NOTKIT 5% off everything except accessories": {},
    },
  });
  itReads(oncePerCustomer, {
    "reads one use for each customer said in other words": {
      "code HELLO 10% off, first 30 people, once each": true,
      "code HEAD5 £5 off, one use per head": true,
      "code ONEGO 5% off, one go each": true,
      "code SHOPPER 5% off, once per shopper": true,
      "code TEN 10% off, 10 uses": false,
      "code EACH 10% off each console": false,
    },
  });

  it("puts the minimum spend, the number of uses and the limit on the card", async () => {
    await expectCardsMatch(code, {
      "create code SPEND20 £20 off when customers spend £200 or more": { minimumSpend: "200.00", amountOff: "20.00" },
      "new code BASKET15 £15 off orders of £120 or more": { minimumSpend: "120.00", amountOff: "15.00" },
      "code BIG8 - £8 off baskets of 60+": { minimumSpend: "60.00", amountOff: "8.00" },
      "code FIVER5 £5 off on orders of 40 and over": { minimumSpend: "40.00" },
      "new code TEAM5 5% off, 12 uses": { usageLimit: 12, percentOff: 5 },
      "create code KIT10 10% off only on the add-ons": { appliesTo: "addons" },
      "dock 14.99 and make a code KIT3 for £3 off accessories": { amountOff: "3.00", appliesTo: "addons" },
      "code HELLO 10% off, first 30 people, once each": { usageLimit: 30, onePerEmail: true },
    });
    // ("orders of the x55" is no spend, and "£5 off orders" has none)
    expect(await code("code X55FIVE £5 off orders of the x55")).not.toHaveProperty("minimumSpend");
    expect(await code("code TAKE5 £5 off orders")).not.toHaveProperty("minimumSpend");
  });
});

describe("a code in capitals that opens the message", () => {
  itPlansMatch(code, {
    "is a new code with the offer after it": {
      "BIGTEN - £10 off, only the first 50 people can use it": { code: "BIGTEN", amountOff: "10.00", usageLimit: 50 },
      "SHIPFREE code, gives free delivery": { code: "SHIPFREE", kind: "free_delivery" },
      "SPRING20 20% off, one use per person": { code: "SPRING20", percentOff: 20, onePerEmail: true },
      "WINTER5 £5 off": { code: "WINTER5", amountOff: "5.00" },
      "AUTUMN12 twelve percent": { code: "AUTUMN12", percentOff: 12 },
    },
  });

  // an item's name in capitals is the item, never a new code that takes money off every order
  it("is never an item's name", async () => {
    expect(await code("R36S - 15%")).toBeUndefined();
    expect(await code("DOCK: £2 off")).toBeUndefined();
    expect(await code("X55 10% off")).toBeUndefined();
  });
});
