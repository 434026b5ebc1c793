// The built-in assistant resolves names against the whole catalogue and finds any order by its number or its
// customer's email, not only what the first page of an admin list holds: a shop with more than a page of products
// and orders, asked about its oldest.
import { describe, expect, it } from "vitest";

import { plannerLookup } from "~/modules/assistant/planner-lookup.server";
import { builtInPlan } from "~/modules/assistant/planner/planner.server";

import { createOrder, createProduct } from "../support/factories";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const ask = (content: string) => builtInPlan([{ role: "user", content }], plannerLookup(db), new Date(), "owner");

describe("the assistant knows every record", () => {
  it("finds the oldest of 45 products by name", async () => {
    const oldest = await createProduct(db, {
      name: "Zephyrine Pocket",
      slug: "zephyrine-pocket",
      createdAt: new Date(Date.UTC(2024, 0, 1)),
    });
    for (let i = 0; i < 44; i++) await createProduct(db, { name: `Handheld Model ${i}`, slug: `handheld-model-${i}` });

    const plan = await ask("How many Zephyrine Pocket are left?");
    expect(plan.toolCalls).toEqual([{ name: "get_stock", arguments: { id: oldest.id } }]);
  });

  it("finds an order from two years ago by its number or its customer's email", async () => {
    const old = await createOrder(db, {
      email: "Marnie.Oldfield@example.com",
      customerName: "Marnie Oldfield",
      status: "processing",
      orderDate: new Date(Date.UTC(2024, 5, 1)),
    });
    for (let i = 0; i < 30; i++) await createOrder(db, { email: `recent${i}@example.com` });

    expect((await ask(`mark ${old.orderNumber} as delivered`)).toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: old.orderNumber, status: "delivered" } },
    ]);
    expect((await ask("mark the order from marnie.oldfield@example.com as delivered")).toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: old.orderNumber, status: "delivered" } },
    ]);
    expect((await ask("show the orders from marnie.oldfield@example.com")).toolCalls).toEqual([
      { name: "get_orders", arguments: { search: "marnie.oldfield@example.com" } },
    ]);
    // an address with no orders is said so, never taken for another order
    const unknown = await ask("mark the order from nobody.here@example.com as delivered");
    expect(unknown).toMatchObject({ toolCalls: [], message: expect.stringContaining("nobody.here@example.com") });
  });
});
