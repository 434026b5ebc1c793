// The assistant's tools on a real database: through the module functions, recorded as the assistant's, and
// bulk_update all or nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { TOOLS } from "~/modules/assistant/tools.server";

import { assistantActivityTestDb } from "../support/admin-ai-route";
import { createAddon, createOrder, createReview } from "../support/factories";

const { db, session, plan, execute, entries } = await assistantActivityTestDb();

describe("tools through their module functions, recorded as the assistant's", () => {
  it("create, update and delete products, add-ons and reviews, and update an order", async () => {
    const order = await createOrder(db);
    const review = await createReview(db, { customerName: "Rita Review" });
    const { body } = await execute(
      [
        { name: "create_product", arguments: { name: "Tool Console", slug: "tool-console", price: "59.99" } },
        {
          name: "create_addon",
          arguments: { name: "Tool Grip", slug: "tool-grip", price: "9.99", status: "published" },
        },
        { name: "create_review", arguments: { customerName: "Tina Tool", rating: 4 } },
        // a buyer's review is hidden with a reason, never rewritten
        { name: "update_review", arguments: { id: review.id, status: "hidden", hiddenReason: "Off-topic" } },
        { name: "update_order", arguments: { orderNumber: order.orderNumber, status: "processing" } },
        { name: "get_settings", arguments: {} },
      ],
      true,
    );
    expect(body.results.map((r) => [r.toolName, r.success])).toEqual([
      ["create_product", true],
      ["create_addon", true],
      ["create_review", true],
      ["update_review", true],
      ["update_order", true],
      ["get_settings", true],
    ]);
    const [created] = await db.select().from(products).where(eq(products.slug, "tool-console"));
    expect(created).toMatchObject({ price: 5999, status: "draft" });
    const recorded = (await entries()).filter((e) => e.targetType !== "order");
    expect(recorded.map((e) => [e.action, e.origin, e.actorEmail])).toEqual([
      ["product.create", "assistant", session.admin.user.email],
      ["addon.create", "assistant", session.admin.user.email],
      ["review.create", "assistant", session.admin.user.email],
      ["review.update", "assistant", session.admin.user.email],
    ]);
    expect(recorded[3].changes).toEqual({
      status: { before: "published", after: "hidden" },
      hiddenReason: { before: "", after: "Off-topic" },
    });
  });

  it("every tool's JSON parameters are generated from its zod schema (the model is told about tech specs too)", () => {
    const update = TOOLS.find((t) => t.name === "update_product")!;
    expect(update.parameters).toMatchObject({ type: "object", required: ["id"], additionalProperties: false });
    expect(Object.keys(update.parameters.properties as object)).toEqual(
      expect.arrayContaining(["price", "stockQuantity", "techSpecs", "variantImages", "status"]),
    );
    expect(TOOLS.map((t) => t.name)).toEqual(
      expect.arrayContaining(["bulk_update", "get_settings", "get_best_sellers", "get_activity"]),
    );
  });
});

describe("bulk_update runs in one transaction", () => {
  it("changes every match, or nothing when any one is refused", async () => {
    const cheap = await createAddon(db, { name: "Cheap Strap", price: 300 });
    const dear = await createAddon(db, { name: "Dear Dock", price: 2500 });
    const lower = {
      name: "bulk_update",
      arguments: { target: "addons", filter: {}, change: { changePriceByPence: -500 } },
    };
    const refused = await execute([lower], true);
    expect(refused.body.results[0]).toMatchObject({ success: false, message: "Price must be positive" });
    const prices = async () =>
      (await db.select({ name: addons.name, price: addons.price }).from(addons).orderBy(addons.name)).map(
        (a) => a.price,
      );
    expect(await prices()).toEqual([300, 2500]);
    expect(await entries()).toEqual([]);

    const { body } = await plan("Put all add-ons on sale at 10% off");
    expect(body.cards[0]).toMatchObject({
      destructive: true,
      affects: { count: 2, names: ["Cheap Strap", "Dear Dock"] },
    });
    expect(body.cards[0].changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      "Cheap Strap: Price: £3.00 → £2.70",
      "Dear Dock: Price: £25.00 → £22.50",
    ]);
    expect((await execute(body.toolCalls, true, body.planId)).body.results[0].success).toBe(true);
    expect(await prices()).toEqual([270, 2250]);
    expect((await entries()).map((e) => e.targetId).sort()).toEqual([cheap.id, dear.id].sort());
  });
});
