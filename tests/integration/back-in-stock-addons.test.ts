// "Email me when it's back" for add-ons: asked on the add-on's page, emailed once when the admin form restocks it.

import { describe, expect, it } from "vitest";

import { updateAddon } from "~/modules/addons/addons-admin.server";
import { BACK_IN_STOCK_DONE } from "~/modules/alerts/back-in-stock-text";
import { unsubscribeToken } from "~/modules/alerts/back-in-stock.server";
import { listVariants } from "~/modules/catalog/variants.server";

import { backInStockTestDb } from "../support/back-in-stock";
import { createAddon, setVariantStock } from "../support/factories";

const { db, secret, sweep, askAddon, queued, waiting } = await backInStockTestDb();

describe("back in stock for add-ons", () => {
  /** The add-on form's row for `name`, with the stock it showed and the version it read (ADR 245). */
  const row = async (id: string, name: string, stock: string) => {
    const read = (await listVariants(db, "addon", id)).find((v) => v.name === name)!;
    const stockWas = read.stock === null ? "" : String(read.stock);
    return {
      name,
      sku: "",
      stock,
      price: "",
      lowStockThreshold: "",
      stockWas,
      stockVersion: String(read.stockVersion),
    };
  };

  it("emails each shopper waiting for a sold-out add-on once when the admin form restocks it", async () => {
    const addon = await createAddon(db, { name: "Carry Case", slug: "carry-case-bis" });
    // untracked (sold without limit): nothing to wait for
    expect(await askAddon(addon.slug, { email: "ann@example.com" })).toMatchObject({
      status: 409,
      body: { error: "Good news: this is in stock now, so you can order it." },
    });
    await setVariantStock(db, { id: addon.id, kind: "addon" }, { "": 0 });
    expect(await askAddon(addon.slug, { email: "ann@example.com" })).toMatchObject({
      status: 200,
      body: { ok: true, message: BACK_IN_STOCK_DONE },
    });
    await askAddon(addon.slug, { email: "ben@example.com" });
    expect(await sweep()).toBe(0);

    await updateAddon(db, { id: addon.id, variants: [await row(addon.id, "", "3")] });
    const swept = await Promise.all([sweep(), sweep()]);
    expect(swept[0] + swept[1]).toBe(2);
    const emails = await queued();
    expect(emails.map((e) => e.to).sort()).toEqual(["ann@example.com", "ben@example.com"]);
    expect(emails.find((e) => e.to === "ann@example.com")!.data).toEqual({
      itemName: "Carry Case",
      variant: null,
      path: "/addon/carry-case-bis",
      unsubscribePath: `/back-in-stock/unsubscribe/${unsubscribeToken(secret, "ann@example.com")}`,
    });
    expect(await waiting()).toEqual([]);
    expect(await sweep()).toBe(0);
  });

  it("waits for a sold-out option of an add-on while its other options are in stock", async () => {
    const cards = await createAddon(db, { name: "microSD Card", variantOptions: ["64 GB", "128 GB"] });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 0, "128 GB": 5 });
    expect((await askAddon(cards.slug, { email: "cat@example.com" })).status).toBe(409);
    expect((await askAddon(cards.slug, { email: "cat@example.com", variant: "128 GB" })).status).toBe(409);
    expect((await askAddon(cards.slug, { email: "cat@example.com", variant: "256 GB" })).status).toBe(400);
    expect((await askAddon(cards.slug, { email: "cat@example.com", variant: "64 GB" })).status).toBe(200);
    // the other option selling and coming back is not the one she waits for
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "128 GB": 0 });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "128 GB": 2 });
    expect(await sweep()).toBe(0);
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 4 });
    expect(await sweep()).toBe(1);
    expect((await queued())[0].data).toMatchObject({ itemName: "microSD Card", variant: "64 GB" });
  });

  it("is not offered for a draft add-on, and waits for a restocked draft until it is published", async () => {
    const addon = await createAddon(db, { status: "draft" });
    await setVariantStock(db, { id: addon.id, kind: "addon" }, { "": 0 });
    expect((await askAddon(addon.slug, { email: "dan@example.com" })).status).toBe(404);
    await updateAddon(db, { id: addon.id, status: "published" });
    expect((await askAddon(addon.slug, { email: "dan@example.com" })).status).toBe(200);
    await updateAddon(db, { id: addon.id, status: "draft", variants: [await row(addon.id, "", "2")] });
    expect(await sweep()).toBe(0);
    await updateAddon(db, { id: addon.id, status: "published" });
    expect(await sweep()).toBe(1);
  });
});
