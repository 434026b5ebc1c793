import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { reviews } from "~/db/schema/reviews";
import { settings } from "~/db/schema/settings";
import { videos } from "~/db/schema/videos";
import { getSettings } from "~/modules/settings/settings.server";

import { resetDb, testDb } from "../../../tests/support/test-db";
import { seedIfEmpty } from "./demo-seed.server";

const { db } = await testDb();

describe("the demo catalogue seed", () => {
  let firstRun: boolean;
  beforeAll(async () => {
    await resetDb(db);
    await db.delete(settings); // an empty database has no settings record
    firstRun = await seedIfEmpty(db);
  });

  it("seeds the three consoles the footer links to, published and in stock", async () => {
    expect(firstRun).toBe(true);
    const rows = await db.select().from(products);
    expect(rows.map((p) => p.slug).sort()).toEqual(["r36-console", "r36-ultra", "x55-console"]);
    for (const product of rows) {
      expect(product.status).toBe("published");
      expect(product.price).toBeGreaterThan(0);
      expect(product.variantOptions.length).toBeGreaterThan(0);
      for (const option of product.variantOptions) expect(product.variantImages[option]).toMatch(/^\/images\//);
    }
  });

  it("links every published add-on to a console and keeps one draft", async () => {
    const rows = await db.select().from(addons);
    const published = rows.filter((a) => a.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(published.length).toBeLessThanOrEqual(6);
    for (const addon of published) expect(addon.productLinked).not.toBeNull();
    expect(rows.some((a) => a.status === "draft")).toBe(true);
  });

  it("has a dozen reviews with exactly one hidden, and homepage videos", async () => {
    const rows = await db.select().from(reviews);
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.status === "hidden")).toHaveLength(1);
    const homepageVideos = (await db.select().from(videos)).filter((v) => v.productId === null);
    expect(homepageVideos.length).toBeGreaterThanOrEqual(2);
  });

  it("writes the settings record at the spec's defaults", async () => {
    const record = await getSettings(db);
    expect(record.productsSectionTitle).toBe("Choose Your Console");
    expect(record.trackingPageTitle).toBe("Track Your Order");
    expect(record.freeDeliveryThreshold).toBe(5000);
    // the strip is on; its ratings come from reviews and its guarantee from the returns policy
    expect(record.trustStats).toEqual({});
    expect(record.faqList.length).toBeGreaterThan(0);
  });

  it("does nothing on a database that already has data", async () => {
    await db.update(products).set({ name: "Renamed" }).where(eq(products.slug, "r36-console"));
    expect(await seedIfEmpty(db)).toBe(false);
    const [row] = await db.select().from(products).where(eq(products.slug, "r36-console"));
    expect(row.name).toBe("Renamed");
    expect(await db.select().from(products)).toHaveLength(3);
  });
});
