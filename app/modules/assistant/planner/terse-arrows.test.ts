// Terse ops-speak: an arrow after a name that ends in digits, an arrow to a status, "canx" for cancel, and a
// customer's name put straight before the status their order goes to.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
const plan = (content: string) => builtInPlan([{ role: "user", content }], demoLookup(), NOW, "owner");

describe("an arrow after a name ending in digits", () => {
  it.each([
    ["x55 -> 109.99 thanks", "p-x55-console", "109.99"],
    ["X55 → 99", "p-x55-console", "99.00"],
    ["r36s -> 45.49 ta", "p-r36-console", "45.49"],
  ])("%s is the new price, never the digits read as the old one", async (text, id, price) => {
    expect((await plan(text)).toolCalls).toEqual([{ name: "update_product", arguments: { id, price } }]);
  });

  it("still reads an old price then the new one", async () => {
    expect((await plan("dock 15.99 -> 13.49")).toolCalls[0]?.arguments).toMatchObject({ price: "13.49" });
  });
});

describe("a customer's name, then the status their order goes to", () => {
  it.each([
    ["tom -> pending", "RH-8T3N6P2W5C", "pending"],
    ["callum to processing", "RH-6D1L8S5Y0E", "processing"],
    ["toms back to pending", "RH-8T3N6P2W5C", "pending"],
  ])("%s changes that order's status", async (text, orderNumber, status) => {
    expect((await plan(text)).toolCalls).toEqual([{ name: "update_order", arguments: { orderNumber, status } }]);
  });

  it.each(["x55 to processing", "nobody to processing", "who is processing"])(
    "%s proposes no change (no customer named, or a question)",
    async (text) => {
      expect((await plan(text)).toolCalls).toEqual([]);
    },
  );
});

describe("canx", () => {
  it.each(["priya canx", "canx priya's order pls"])("%s cancels the order", async (text) => {
    expect((await plan(text)).toolCalls).toEqual([
      { name: "cancel_order", arguments: { orderNumber: "RH-4F7K2M9Q1A" } },
    ]);
  });

  it("is not read inside another word", async () => {
    expect((await plan("canxy priya")).toolCalls).toEqual([]);
  });
});
