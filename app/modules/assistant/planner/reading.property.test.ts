// Safety properties of how the planner reads words, over random shops: a star rating is about reviews and
// never changes a product or add-on; a percentage put "on" an item raises its price and one with no
// direction at all changes nothing; a customer the shop has no order from selects no order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { planAt } from "../../../../tests/support/planner-plan";
import { lookupOf, shop } from "../../../../tests/support/planner-random-shop";
import type { PlannerLookup } from "./lookup";

const plan = (lookup: PlannerLookup, content: string) => planAt(content, { lookup });
const RUNS = { numRuns: 50 };
const CATALOG_CHANGES = ["update_product", "update_addon", "delete_product", "delete_addon", "bulk_update"];

describe("how the planner reads an owner's words, as properties", () => {
  it("never changes a product or add-on when the words name a star rating", async () => {
    const verb = fc.constantFrom("hide", "take down", "delete", "bin", "publish", "unhide", "pull");
    const noun = fc.constantFrom("one", "ones", "reviews", "review");
    await fc.assert(
      fc.asyncProperty(shop, verb, fc.integer({ min: 1, max: 5 }), noun, fc.nat(), async (raw, v, stars, n, pick) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const item = s0.catalog[pick % s0.catalog.length];
        for (const text of [
          `${v} the ${stars} star ${n} on the ${item.name}`,
          `${v} the ${stars}* ${n} of the ${item.name}`,
        ]) {
          const result = await plan(lookup, text);
          expect(result.toolCalls.filter((c) => CATALOG_CHANGES.includes(c.name))).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it("raises a price a percentage is put on, and changes none when no direction is said", async () => {
    await fc.assert(
      fc.asyncProperty(shop, fc.integer({ min: 1, max: 50 }), fc.nat(), async (raw, pct, pick) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const item = s0.catalog[pick % s0.catalog.length];
        const raised = await plan(lookup, `put ${pct}% on the ${item.name}`);
        for (const c of raised.toolCalls)
          if (c.arguments.price !== undefined) expect(Number(c.arguments.price) * 100).toBeGreaterThan(item.price);
        const bare = await plan(lookup, `${pct}% the ${item.name}`);
        expect(bare.toolCalls.filter((c) => CATALOG_CHANGES.includes(c.name))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("selects no order for a customer the shop has no order from", async () => {
    const verb = fc.constantFrom("refund", "cancel", "refund £5 on", "cancel the order of");
    const stranger = fc.constantFrom("sarah jones", "john smith", "bob the builder", "gary oldman");
    await fc.assert(
      fc.asyncProperty(shop, verb, stranger, async (raw, v, who) => {
        const { lookup } = lookupOf(raw);
        for (const text of [`${v} ${who}`, `${v} ${who}'s order`]) {
          const result = await plan(lookup, text);
          expect(result.toolCalls).toEqual([]);
        }
      }),
      RUNS,
    );
  });
});
