import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { planAt } from "../../../../tests/support/planner-plan";
import { codeAppliesTo } from "./code-conditions.server";

const lookup = demoLookup();
const code = async (content: string) =>
  (await planAt(content, { lookup })).toolCalls.find((c) => c.name === "create_discount_code")?.arguments;

describe("a discount code's limits", () => {
  it("keeps a limit to add-ons or to products", () => {
    expect(codeAppliesTo("new code xtras15 15% off, accessories only")).toEqual({ appliesTo: "addons" });
    expect(codeAppliesTo("code CONSOLE5 £5 off just for the consoles")).toEqual({ appliesTo: "products" });
    expect(codeAppliesTo("code SAVE5 £5 off everything")).toEqual({});
  });

  it("puts the minimum spend, the number of uses and the limit on the card", async () => {
    expect(await code("create code SPEND20 £20 off when customers spend £200 or more")).toMatchObject({
      minimumSpend: "200.00",
      amountOff: "20.00",
    });
    expect(await code("new code BASKET15 £15 off orders of £120 or more")).toMatchObject({
      minimumSpend: "120.00",
      amountOff: "15.00",
    });
    expect(await code("code BIG8 - £8 off baskets of 60+")).toMatchObject({ minimumSpend: "60.00", amountOff: "8.00" });
    expect(await code("code FIVER5 £5 off on orders of 40 and over")).toMatchObject({ minimumSpend: "40.00" });
    // ("orders of the x55" is no spend, and "£5 off orders" has none)
    expect(await code("code X55FIVE £5 off orders of the x55")).not.toHaveProperty("minimumSpend");
    expect(await code("code TAKE5 £5 off orders")).not.toHaveProperty("minimumSpend");
    expect(await code("new code TEAM5 5% off, 12 uses")).toMatchObject({ usageLimit: 12, percentOff: 5 });
    expect(await code("create code KIT10 10% off only on the add-ons")).toMatchObject({ appliesTo: "addons" });
  });
});

describe("a code in capitals that opens the message", () => {
  it("is a new code with the offer after it", async () => {
    expect(await code("BIGTEN - £10 off, only the first 50 people can use it")).toMatchObject({
      code: "BIGTEN",
      amountOff: "10.00",
      usageLimit: 50,
    });
    expect(await code("SHIPFREE code, gives free delivery")).toMatchObject({ code: "SHIPFREE", kind: "free_delivery" });
  });
});
