// A product whose name ends in a long number ("Violet Pocket 34463479") is named by that number, beside
// others that share its words: the number is not read as an amount and the other products offered instead.
import { expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { planAt } from "../../../../tests/support/planner-plan";
import type { CatalogItem } from "./lookup";

const product = (id: string, name: string, price: number): CatalogItem => ({
  kind: "product",
  id,
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  status: "published",
  price,
  stock: 10,
});
const base = demoLookup();
const lookup = {
  ...base,
  catalog: async () => [
    ...(await base.catalog()),
    product("amber-1", "Amber Pocket 86532646", 5000),
    product("amber-2", "Amber Pocket 4c0a21fc", 5000),
    product("violet-1", "Violet Pocket 34463479", 6000),
    product("violet-2", "Violet Pocket 1d9dd756", 6000),
    product("violet-3", "Violet Pocket 00a0c2f4", 6000),
  ],
};
const plan = (content: string) => planAt(content, { lookup });

it.each([
  ["put the Violet Pocket 34463479 on draft", [["violet-1", { status: "draft" }]]],
  ["set the price of the Amber Pocket 86532646 to £45", [["amber-1", { price: "45.00" }]]],
  [
    "set the price of the Amber Pocket 4c0a21fc to £45 and put the Violet Pocket 34463479 on draft",
    [
      ["amber-2", { price: "45.00" }],
      ["violet-1", { status: "draft" }],
    ],
  ],
] as const)("%s", async (text, expected) => {
  const calls = (await plan(text)).toolCalls.map((c) => [c.arguments.id, c.arguments]);
  expect(calls).toEqual(expected.map(([id, change]) => [id, { id, ...change }]));
});
