// A restock over colours the operator did not name: the card shows the split per colour, approving writes exactly
// that split, and Activity records each colour's change (not only the new total); an order that took a colour
// after the card was drawn stops it, with nothing written.
import { desc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { takeStock } from "~/modules/catalog/inventory.server";

import { assistantTestDb } from "../support/assistant-api";
import { createProduct, setVariantStock, variantStocks } from "../support/factories";

const { db, ...api } = await assistantTestDb();
const COLOURS = ["Stealth Black", "Glacier Blue", "Crimson Red"];
let x55: Awaited<ReturnType<typeof createProduct>>;
beforeEach(async () => {
  x55 = await createProduct(db, { name: "X55 Handheld", slug: "x55-console", variantOptions: COLOURS });
  // an uneven 44, as a shop's counts are
  await setVariantStock(db, x55, { "Stealth Black": 10, "Glacier Blue": 20, "Crimson Red": 14 });
});
const latestEntry = async () => (await db.select().from(activityLog).orderBy(desc(activityLog.seq)).limit(1))[0];

describe("a restock split over the colours", () => {
  it("shows the split on the card, writes that split, and Activity names each colour's change", async () => {
    const planned = await api.plan("restock the x55 with 40");
    const [card] = planned.cards;
    expect(card.notes).toContain(
      "Split over the colours: Stealth Black 10 → 24, Glacier Blue 20 → 33, Crimson Red 14 → 27",
    );

    const [result] = await api.approve(planned);
    expect(result.success).toBe(true);
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 24, "Glacier Blue": 33, "Crimson Red": 27 });

    const entry = await latestEntry();
    expect(entry.action).toBe("product.update");
    expect(entry.summary).toBe(
      "Updated product “X55 Handheld” " +
        "(Stealth Black stock 10 → 24; Glacier Blue stock 20 → 33; Crimson Red stock 14 → 27)",
    );
    expect(entry.changes).toMatchObject({ stockQuantity: { before: 44, after: 84 } });
    // still one change, so the chat offers its Undo
    expect(result.undo?.entryId).toBe(entry.id);
  });

  it("is refused when an order took one of the colours after the card was drawn", async () => {
    const planned = await api.plan("restock the x55 with 40");
    await db.transaction((tx) =>
      takeStock(tx, [{ productId: x55.id, type: "product", variant: "Glacier Blue", quantity: 1, name: x55.name }]),
    );
    const [result] = await api.approve(planned);
    expect(result.success).toBe(false);
    expect(result.message).toContain("changed since");
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 10, "Glacier Blue": 19, "Crimson Red": 14 });
  });
});

describe("a product without colours", () => {
  it("sets its stock as before, with no split", async () => {
    const plain = await createProduct(db, {
      name: "Pocket Dock",
      slug: "pocket-dock",
      stockQuantity: 5,
      variantOptions: [],
    });
    const planned = await api.plan("restock the pocket dock with 10");
    expect(planned.cards[0].notes ?? []).not.toContainEqual(expect.stringContaining("Split over"));
    expect((await api.approve(planned))[0].success).toBe(true);
    expect(Object.values(await variantStocks(db, plain.id))).toEqual([15]);
  });
});
