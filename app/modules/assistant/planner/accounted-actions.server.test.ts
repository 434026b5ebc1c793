// An action the request orders ("hide …", "publish …", "refund …", "undo …") that no card carries out means a part of
// the request was dropped, typed without the comma or full stop that would have parted it from the rest.
import { describe, expect, it } from "vitest";

import type { ToolCall } from "../assistant.schema";
import { actionLeftOver } from "./accounted-actions.server";

const call = (name: string, args: Record<string, unknown> = {}): ToolCall => ({ name, arguments: args });
const price = call("update_product", { id: "p-nova", price: "80.00" });

describe("an action ordered that no card carries out", () => {
  it("is named", () => {
    expect(actionLeftOver("nova to 80 hide rosa's review", [price])).toBe("hide");
    expect(actionLeftOver("draft the zen publish the strap", [call("update_product", { status: "draft" })])).toBe(
      "publish",
    );
    expect(actionLeftOver("you changed the strap price earlier undo that", [call("delete_review", { id: "r1" })])).toBe(
      "undo",
    );
    expect(actionLeftOver("rosa's sending the strap back, refund it. and nova to 80", [price])).toBe("refund");
    expect(actionLeftOver("cancel omar's order; nova to 80", [price])).toBe("cancel");
    expect(actionLeftOver("ship omar's royal mail RN123456785GB nova to 80", [price])).toBe("ship");
    expect(actionLeftOver("the strap we've got in draft, put it live\nnova to 80", [price])).toBe("live");
    expect(actionLeftOver("delete rosa's review and nova to 80", [price])).toBe("delete");
  });

  it("is nothing when a card carries it out, or it is not ordered", () => {
    const none = {
      "nova to 80 and hide rosa's review": [price, call("update_review", { id: "r1", status: "hidden" })],
      "publish the strap at 4.50": [call("update_addon", { id: "a-strap", status: "published", price: "4.50" })],
      "put the zen live": [call("update_product", { id: "p-zen", status: "published" })],
      "undo that": [call("undo_change", { id: "e1" })],
      "un-publish the strap": [call("update_addon", { id: "a-strap", status: "draft" })],
      "cancel and refund omar's order": [call("cancel_order", { orderNumber: "RH-BBBBBBBBBB" })],
      "hide rosa's review. nah, reply to it instead: 'thanks rosa'": [call("update_review", { reply: "thanks rosa" })],
      "undo the price change on the strap": [call("update_addon", { id: "a-strap", price: "4.50" })],
      "cancel the black friday sale": [call("end_sale", { id: "s1" })],
      "delete the announcement": [call("update_settings", { announcementBar: "" })],
      // wording a card sets is no order of the operator's
      "faq: can I cancel my order? yes, within an hour": [
        call("add_faq", { question: "can I cancel my order?", answer: "yes, within an hour" }),
      ],
      "reply to rosa 'sorry, we will refund you today'": [
        call("update_review", { id: "r1", reply: "sorry, we will refund you today" }),
      ],
      // an action ruled out, or said of the past, is not ordered
      "nova to 80 but don't publish it yet": [price],
      "nova to 80, no need to refund anyone": [price],
      "nova to 80 rather than hide it": [price],
      "rosa cancelled, so nova to 80": [price],
      "the strap shipped late so nova to 80": [price],
      "how many refunds this week": [call("get_orders", {})],
    };
    for (const [words, changes] of Object.entries(none)) expect(actionLeftOver(words, changes), words).toBeNull();
  });
});
