// The assistant on a real database: reads answer at once, changes come back as review cards (current → proposed).
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";

import { assistantActivityTestDb } from "../support/admin-ai-route";
import { createAddon, createProduct } from "../support/factories";

const { db, plan, execute, product, entries } = await assistantActivityTestDb();

describe("reads answer at once; changes come back as review cards", () => {
  it("'Show draft products' runs get_products now, as a table with edit links, and proposes nothing", async () => {
    const draft = await createProduct(db, { name: "Drafty Handheld", status: "draft" });
    await createProduct(db, { name: "Live Handheld", status: "published" });
    const { status, body } = await plan("Show draft products");
    expect(status).toBe(200);
    expect(body.toolCalls).toEqual([]);
    expect(body.reads[0]).toMatchObject({ toolName: "get_products", success: true, message: "Found 1 draft product." });
    expect(body.reads[0].view?.rows).toEqual([
      [
        { text: "Drafty Handheld", href: `/admin/dashboard/products/edit/${draft.id}` },
        { text: "£49.99" },
        { text: "50" },
        { text: "Draft" },
        { text: "Not on the shop" },
      ],
    ]);
  });

  it("'Set the price of r36 ultra to £89.99' shows a card: name, link, £79.99 → £89.99, changing nothing", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    const { body } = await plan("Set the price of r36 ultra to £89.99");
    expect(body.toolCalls).toEqual([{ name: "update_product", arguments: { id: ultra.id, price: "89.99" } }]);
    expect(body.cards).toEqual([
      {
        title: "Change the price of R36 Ultra",
        target: { text: "R36 Ultra", href: `/admin/dashboard/products/edit/${ultra.id}` },
        changes: [{ field: "price", label: "Price", before: "£79.99", after: "£89.99" }],
        destructive: false,
      },
    ]);
    expect((await product(ultra.id)).price).toBe(7999);
    expect(await entries()).toEqual([]);
  });

  it("a delete's card is destructive and names what it affects; it does not run without the confirmation", async () => {
    const addon = await createAddon(db, { name: "Grip Case" });
    const { body } = await plan("Delete add-on Grip Case");
    expect(body.cards[0]).toMatchObject({
      title: "Delete add-on Grip Case",
      destructive: true,
      affects: { count: 1, names: ["Grip Case"] },
    });
    const refused = await execute(body.toolCalls, false, body.planId);
    expect(refused.body.results[0]).toMatchObject({
      success: false,
      message: "Not run: a destructive operation runs only after you tick its confirmation.",
    });
    expect(
      await db
        .select()
        .from(addons)
        .where(and(eq(addons.id, addon.id), isNull(addons.deletedAt))),
    ).toHaveLength(1);
  });
});
