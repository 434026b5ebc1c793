// Low stock reaches the operator (docs/decisions/245): a variant crossing its alert queues one email to
// the notification address, several crossing before a sweep share one digest, each crossing is told
// once until the stock is above the alert again, nothing is queued without an address, and sweeps run
// by several processes at once never tell a crossing twice.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { queueLowStockEmails } from "~/modules/alerts/low-stock.server";
import { takeStock, type StockLine } from "~/modules/catalog/inventory.server";
import type { LowStockNoticeData } from "~/modules/email/low-stock-email";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { getSettings } from "~/modules/settings/settings.server";

import { createAddon, createProduct, setVariantStock } from "../support/factories";
import { renderQueuedEmail } from "../support/queued-email";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

const sweep = () => queueLowStockEmails(db);
const notices = async () =>
  (await db.select().from(emailOutbox).where(eq(emailOutbox.template, "low_stock_notice"))).map((row) => ({
    to: row.to,
    ...(row.data as LowStockNoticeData),
  }));
const setAddress = (address: string) => db.execute(sql`update settings set order_notification_email = ${address}`);
/** An order (or several lines of one) taking stock, as confirm does. */
const sell = (...lines: StockLine[]) => db.transaction((tx) => takeStock(tx, lines));
const line = (item: { id: string }, variant: string, quantity: number, type: "product" | "addon" = "product") => ({
  productId: item.id,
  type,
  variant,
  quantity,
});

/** A console with 20 of each colour and the default alert (10), seen by one sweep (above its alert). */
async function console20(name: string) {
  const product = await createProduct(db, { name, stockQuantity: 40, variantOptions: ["Black", "White"] });
  expect(await sweep()).toBe(0);
  return product;
}

describe("low-stock emails to the shop", () => {
  beforeEach(async () => {
    await resetDb(db);
    await setAddress("shop@example.com");
  });

  it("queues one email when a variant crosses its alert, naming it, what is left and its admin page", async () => {
    const product = await console20("X55 Console");
    await sell(line(product, "Black", 13));
    expect(await sweep()).toBe(1);
    expect(await notices()).toEqual([
      {
        to: "shop@example.com",
        items: [
          {
            itemName: "X55 Console",
            variant: "Black",
            left: 7,
            alertAt: 10,
            path: `/admin/dashboard/products/edit/${product.id}`,
          },
        ],
      },
    ]);
    const email = await renderQueuedEmail(db, "low_stock_notice");
    expect(email.subject).toBe("Low stock: X55 Console (Black), 7 left (alert at 10)");
    expect(email.text).toContain(`https://shop.example/admin/dashboard/products/edit/${product.id}`);

    // told once: selling more of it, or sweeping again, tells nothing new
    expect(await sweep()).toBe(0);
    await sell(line(product, "Black", 2));
    expect(await sweep()).toBe(0);
    expect(await notices()).toHaveLength(1);
  });

  it("tells a crossing again only after the stock went above the alert and crossed again", async () => {
    const product = await console20("R36 Ultra");
    await sell(line(product, "White", 15));
    expect(await sweep()).toBe(1);
    // restocked to the alert exactly is still low: no new crossing
    await setVariantStock(db, product, { White: 10 });
    expect(await sweep()).toBe(0);
    // above it, then down to it again: a new crossing, told once
    await setVariantStock(db, product, { White: 12 });
    expect(await sweep()).toBe(0);
    await sell(line(product, "White", 2));
    expect(await sweep()).toBe(1);
    expect((await notices()).map((n) => n.items.map((i) => `${i.variant} ${i.left}`))).toEqual([
      ["White 5"],
      ["White 10"],
    ]);
  });

  it("puts several variants that crossed before one sweep into one digest, add-ons too", async () => {
    const one = await console20("Alpha Console");
    const two = await console20("Beta Console");
    const cards = await createAddon(db, { name: "microSD Card", variantOptions: ["64 GB", "128 GB"] });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 15, "128 GB": 30 });
    expect(await sweep()).toBe(0);

    // one order takes three variants below their alerts, and a bulk change another before the sweep
    await sell(line(one, "Black", 20), line(one, "White", 12), line(cards, "64 GB", 6, "addon"));
    await setVariantStock(db, two, { White: 3 });
    expect(await sweep()).toBe(4);
    const [digest, ...more] = await notices();
    expect(more).toEqual([]);
    expect(digest.items.map((i) => `${i.itemName} ${i.variant}: ${i.left}`)).toEqual([
      "Alpha Console Black: 0",
      "Beta Console White: 3",
      "Alpha Console White: 8",
      "microSD Card 64 GB: 9",
    ]);
    expect(digest.items[3].path).toBe(`/admin/dashboard/addons/edit/${cards.id}`);
    const email = renderEmail(
      "low_stock_notice",
      digest,
      brandFromSettings(await getSettings(db), "https://x.example"),
    );
    expect(email.subject).toBe("Low stock: 4 items have reached their alert");
    expect(email.text).toContain("Alpha Console (Black): sold out (alert at 10)");
  });

  it("queues nothing without a notification address, and does not bring old crossings when one is set", async () => {
    await setAddress("  ");
    const product = await console20("Gamma Console");
    await sell(line(product, "Black", 18));
    expect(await sweep()).toBe(0);
    await setAddress("shop@example.com");
    expect(await sweep()).toBe(0);
    expect(await notices()).toEqual([]);
    // a crossing after the address is set is told
    await sell(line(product, "White", 11));
    expect(await sweep()).toBe(1);
  });

  it("never tells a crossing twice when several processes sweep at once", async () => {
    const items = [];
    for (const name of ["Delta", "Epsilon", "Zeta", "Eta"]) items.push(await console20(name));
    await sell(...items.flatMap((item) => [line(item, "Black", 15), line(item, "White", 15)]));
    const named = await Promise.all([sweep(), sweep(), sweep(), sweep()]);
    expect(named.reduce((a, b) => a + b)).toBe(8);
    const told = (await notices()).flatMap((n) => n.items.map((i) => `${i.itemName} ${i.variant}`));
    expect(told.sort()).toEqual(items.flatMap((item) => [`${item.name} Black`, `${item.name} White`]).sort());
    expect(await sweep()).toBe(0);
  });
});
