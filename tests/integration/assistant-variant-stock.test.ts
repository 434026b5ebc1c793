// One colour's stock from the assistant: "restock the X55 glacier blue with 40" proposes set_variant_stock,
// whose card names the item and the colour with before → after; approving sets that colour only (through
// inventory, the total following), Undo from the chat or Activity puts it back unless an order took some
// since, an unknown colour is declined with the item's colours, and a request without one spreads as before.
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { products } from "~/db/schema/catalog";
import { undoActivity, withUndoState } from "~/modules/assistant/undo.server";
import { takeStock } from "~/modules/catalog/inventory.server";
import { setVariantStock } from "~/modules/catalog/variant-stock.server";

import { assistantTestDb, changeLines } from "../support/assistant-api";
import { createAddon, createProduct, variantStocks } from "../support/factories";
import { refusal } from "../support/refusal";

const { db, session, ...api } = await assistantTestDb();
const COLOURS = ["Stealth Black", "Glacier Blue", "Crimson Red"];
let x55: Awaited<ReturnType<typeof createProduct>>;
beforeEach(async () => {
  x55 = await createProduct(db, {
    name: "X55 Handheld",
    slug: "x55-console",
    variantOptions: COLOURS,
    stockQuantity: 45,
  });
});

const me = () => ({ id: session.admin.user.id, email: session.admin.user.email });
const total = async () => (await db.select().from(products).where(eq(products.id, x55.id)))[0].stockQuantity;
const latestEntry = async () => (await db.select().from(activityLog).orderBy(desc(activityLog.seq)).limit(1))[0];
/** An order of one colour, as checkout takes it. */
const sell = (variant: string, quantity: number) =>
  db.transaction((tx) => takeStock(tx, [{ productId: x55.id, type: "product", variant, quantity, name: x55.name }]));

describe("one colour's stock from the assistant", () => {
  it("proposes the colour with before → after, sets only it, and the chat's Undo puts it back", async () => {
    const planned = await api.plan("restock the X55 glacier blue with 40");
    expect(planned.toolCalls).toEqual([
      { name: "set_variant_stock", arguments: { id: x55.id, variant: "Glacier Blue", stock: 55 } },
    ]);
    const [card] = planned.cards;
    expect(card.title).toBe("Set the stock of X55 Handheld, Glacier Blue");
    expect(card.target).toEqual({
      text: "X55 Handheld (Glacier Blue)",
      href: `/admin/dashboard/products/edit/${x55.id}`,
    });
    expect(changeLines(card)).toEqual(["Stock: 15 → 55"]);

    const [result] = await api.approve(planned);
    expect(result).toMatchObject({
      success: true,
      message: "Set the stock of X55 Handheld (Glacier Blue) from 15 to 55.",
      undo: { asksCorrection: false },
    });
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 15, "Glacier Blue": 55, "Crimson Red": 15 });
    expect(await total()).toBe(85);
    const entry = await latestEntry();
    expect(entry).toMatchObject({
      action: "product.variant_stock",
      origin: "assistant",
      summary: "Set the stock of X55 Handheld (Glacier Blue) from 15 to 55",
    });

    const undone = await api.post({ mode: "undo", entryId: result.undo!.entryId });
    expect(undone.body.result).toMatchObject({ success: true });
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 15, "Glacier Blue": 15, "Crimson Red": 15 });
    expect(await total()).toBe(45);
  });

  it("sets a colour's stock to a figure, and Activity's Undo is refused once an order took some of it", async () => {
    const [result] = await api.approve(await api.plan("set Crimson Red X55 stock to 12"));
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 15, "Glacier Blue": 15, "Crimson Red": 12 });
    const entry = await latestEntry();
    expect(entry.id).toBe(result.undo!.entryId);
    const [listed] = await withUndoState(db, [entry]);
    expect(listed.canUndo).toBe(true);

    await sell("Crimson Red", 2);
    expect(await refusal(() => undoActivity(db, entry.id, me()))).toMatchObject({
      code: "conflict",
      message: "“X55 Handheld” has changed since (stock), so this change was not undone. Edit it directly instead.",
    });
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 15, "Glacier Blue": 15, "Crimson Red": 10 });
  });

  it("refuses to approve a card whose count an order changed meanwhile", async () => {
    const planned = await api.plan("add 10 to the x55 crimson red");
    await sell("Crimson Red", 1);
    const [result] = await api.approve(planned);
    expect(result.success).toBe(false);
    expect(result.message).toBe(
      "The stock of X55 Handheld (Crimson Red) changed since the card was made: it is 14 now.",
    );
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 15, "Glacier Blue": 15, "Crimson Red": 14 });
  });

  it("declines a colour the item does not come in, offering its own colours", async () => {
    const answer = await api.plan("add 10 to the X55 white");
    expect(answer.toolCalls).toEqual([]);
    expect(answer.reply).toBe("decline");
    expect(answer.message).toBe(
      "X55 Handheld has no white option. It comes in Stealth Black, Glacier Blue, Crimson Red: which one?",
    );
    expect(answer.suggestions).toEqual(
      COLOURS.map((colour) => ({ label: colour, prompt: `add 10 to the X55 ${colour}` })),
    );
    // a suggestion proposes that colour
    const picked = await api.plan(answer.suggestions![1].prompt);
    expect(picked.toolCalls[0]).toMatchObject({ name: "set_variant_stock", arguments: { stock: 25 } });
  });

  it("keeps spreading a restock over the colours when none is named", async () => {
    const planned = await api.plan("restock the X55 with 30");
    expect(planned.toolCalls).toEqual([{ name: "update_product", arguments: { id: x55.id, stockQuantity: 75 } }]);
    // the card shows the split per colour before it is approved
    expect(planned.cards[0].notes).toContain(
      "Split over the colours: Stealth Black 15 → 25, Glacier Blue 15 → 25, Crimson Red 15 → 25",
    );
    await api.approve(planned);
    expect(await variantStocks(db, x55.id)).toEqual({ "Stealth Black": 25, "Glacier Blue": 25, "Crimson Red": 25 });
  });
});

describe("setVariantStock", () => {
  it("counts an untracked add-on colour, and Undo leaves it untracked again", async () => {
    const addon = await createAddon(db, { name: "Carry Case", variantOptions: ["All Black", "Black and Orange"] });
    // from the count its card showed (not tracked)
    const set = await setVariantStock(db, { kind: "addon", id: addon.id, variant: "all black", stock: 5 }, me(), {
      baseline: null,
    });
    expect(set).toMatchObject({ variant: "All Black", before: null, stock: 5 });
    expect(await variantStocks(db, addon.id)).toEqual({ "All Black": 5, "Black and Orange": null });
    await undoActivity(db, (await latestEntry()).id, me());
    expect(await variantStocks(db, addon.id)).toEqual({ "All Black": null, "Black and Orange": null });
  });

  it("names the item's options when asked for one it does not have, and changes nothing", async () => {
    expect(await refusal(() => setVariantStock(db, { id: x55.id, variant: "White", stock: 5 }, me()))).toMatchObject({
      code: "not_found",
      message: "X55 Handheld has no option called “White”. Its options are Stealth Black, Glacier Blue, Crimson Red.",
    });
    expect(await total()).toBe(45);
  });
});
