import { describe, expect, it } from "vitest";

import { changesOf } from "../../../../tests/support/planner-plan";
import type { ToolCall } from "../assistant.schema";
import type { CatalogItem, OrderItem } from "./lookup";
import { changeBeside, itemClauses, lastCustomer, lastNamed, sameChangeFor } from "./part-references.server";
import { enriches } from "./whole-reading.server";

const item = (id: string, name: string, slug: string) => ({ id, name, slug, kind: "addon" }) as CatalogItem;
const catalog = [
  item("a-ctrl", "Retro Wired Controller", "retro-wired-controller"),
  item("a-dock", "USB-C Dock", "dock"),
];
const order = (orderNumber: string, customerName: string) => ({ orderNumber, customerName }) as OrderItem;
const orders = [order("RH-AAAAAAAAAA", "Priya Shah"), order("RH-BBBBBBBBBB", "Tom Baker")];
const call = (name: string, args: Record<string, unknown>): ToolCall => ({ name, arguments: args });

describe("what a part points back to", () => {
  it("is the item or the customer's order the latest earlier part named", () => {
    expect(lastNamed(["the dock is fine", "the wired controller has sat in draft for ages"], catalog)?.id).toBe(
      "a-ctrl",
    );
    expect(lastCustomer(["Tom Baker rang", "Priya Shah emailed to say it came"], orders)).toBe("RH-AAAAAAAAAA");
  });

  it("is nothing when no earlier part named one", () => {
    expect(lastNamed(["hi", "long week"], catalog)).toBeUndefined();
    expect(lastCustomer(["hi", "long week"], orders)).toBeUndefined();
  });
});

describe("a whole reading that says more of the same changes", () => {
  const shipped = call("update_order", { orderNumber: "RH-AAAAAAAAAA", status: "shipped", trackingNumber: "TT1" });

  it("enriches the parts' cards when it adds only what other sentences said", () => {
    const whole = [call("update_order", { ...shipped.arguments, carrier: "royal_mail" })];
    expect(enriches(whole, [shipped])).toBe(true);
  });

  it("does not when it changes another record, or says something else", () => {
    expect(enriches([shipped, call("cancel_order", { orderNumber: "RH-BBBBBBBBBB" })], [shipped])).toBe(false);
    expect(enriches([call("update_order", { ...shipped.arguments, trackingNumber: "TT2" })], [shipped])).toBe(false);
  });
});

describe("a part that names only someone else", () => {
  const people = [{ customerName: "Callum Reid" }, { customerName: "Priya Shah" }, { customerName: "Dave Price" }];

  it("is the part before said again for them", () => {
    expect(sameChangeFor("and priya's as well", "mark callum's order as shipped", people)).toBe(
      "mark priya's order as shipped",
    );
    expect(sameChangeFor("dave too", "hide callum's review", people)).toBe("hide dave's review");
  });

  it("is nothing when the part says more than a name, or names no one", () => {
    expect(sameChangeFor("priya's refund too", "mark callum's order as shipped", people)).toBeNull();
    expect(sameChangeFor("the dock too", "mark callum's order as shipped", people)).toBeNull();
    expect(sameChangeFor("priya too", "drop the dock to 14.99", people)).toBeNull();
  });
});

describe("a part that is only a name before another's change", () => {
  const people = [{ customerName: "Callum Reid" }, { customerName: "Priya Shah" }, { customerName: "Dave Price" }];

  it("is the change said after it, for that name", () => {
    expect(changeBeside(["callum's", "priya's to pending"], 0, people)).toBe("callum's to pending");
    expect(changeBeside(["move priya", "callum's order into processing"], 0, people)).toBe(
      "move priya's order into processing",
    );
  });

  it("is nothing when the part says more than a name, or the change after names no one", () => {
    expect(changeBeside(["callum's refund", "priya's to pending"], 0, people)).toBeFalsy();
    expect(changeBeside(["callum's", "the dock to 14.99"], 0, people)).toBeFalsy();
    expect(changeBeside(["the dock", "priya's to pending"], 0, people)).toBeFalsy();
    expect(changeBeside(["callum's"], 0, people)).toBeFalsy();
  });
});

describe("prices typed one after another without a comma", () => {
  const names = ["Hard Shell Carry Case", "128 GB microSD Card", "USB-C Charging Dock"];
  it("are one part per item", () => {
    expect(itemClauses("case to 11.99 sd card to 13.49", names)).toBe("case to 11.99;sd card to 13.49");
    expect(itemClauses("dock down to 14.49 battery down to 18.99", names)).toBe(
      "dock down to 14.49;battery down to 18.99",
    );
  });

  it("leave a sale's amount, a time, and an 'and' where they are", () => {
    for (const text of [
      "£5 off the dock from monday to 12 december",
      "the dock at 12.99 from 9.00 am to 5.00 pm",
      "case to 11.99 and the dock to 13.49",
      "dock to 12.99 till friday",
    ])
      expect(itemClauses(text, names)).toBe(text);
  });

  it("give each item its own price", async () => {
    expect((await changesOf("case to 11.99 sd card to 13.49")).map((c) => [c.arguments.id, c.arguments.price])).toEqual(
      [
        ["a-hard-shell-carry-case", "11.99"],
        ["a-microsd-128gb", "13.49"],
      ],
    );
  });
});
