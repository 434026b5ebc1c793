import { and, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  demoAddons,
  demoFaqs,
  demoHeroImageUrl,
  demoMediaLogos,
  demoPolicies,
  demoProducts,
  demoReviews,
  demoTrader,
  demoVideos,
} from "~/db/demo-catalog";
import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";
import { bundleDiscount } from "~/db/schema/promotions";
import { reviews } from "~/db/schema/reviews";
import { settings } from "~/db/schema/settings";
import { videos } from "~/db/schema/videos";
import { policyTemplate } from "~/modules/settings/legal-templates";
import { DEFAULT_SETTINGS } from "~/modules/settings/settings-defaults";
import { ensureSettings } from "~/modules/settings/settings.server";

/** Seeds the demo catalogue and the settings record, only into a database that has neither. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts (several PostgreSQL processes) on one advisory lock.
    await tx.execute(sql`select pg_advisory_xact_lock(724001)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(settings);
    if (count > 0) return false;
    await seedDemoCatalog(tx);
    return true;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
// Staggered launch dates, so the demo shows the different badges rather than "New Arrival" everywhere.
const LAUNCH_AGE_DAYS = [120, 60, 12];

/**
 * When a demo product was added: its staggered launch, but never after its first review, so "New Arrival"
 * (which follows the date added) is never shown on a product with reviews older than it.
 */
export function demoLaunchDate(slug: string, launchAgeDays: number): Date {
  const reviewed = demoReviews.filter((r) => r.productSlug === slug).map((r) => new Date(r.datePosted).getTime());
  return new Date(Math.min(daysAgo(launchAgeDays).getTime(), ...reviewed.map((time) => time - DAY_MS)));
}

export async function seedDemoCatalog(db: Db) {
  // The demo's privacy notice starts as the UK template, filled from the demo trader's identity. Its Returns
  // page and Terms stay empty, so they show their templates written live from the returns policy and the
  // delivery list: whatever the operator sets there, those pages say the same.
  const trader = { ...DEFAULT_SETTINGS, ...demoTrader, ...demoPolicies };
  await ensureSettings(db, {
    faqList: demoFaqs,
    mediaLogos: demoMediaLogos,
    heroImageUrl: demoHeroImageUrl,
    ...demoTrader,
    ...demoPolicies,
    privacyPolicy: policyTemplate("privacy", trader),
  });
  const inserted = await db
    .insert(products)
    .values(
      demoProducts.map((product, i) => ({
        ...product,
        createdAt: demoLaunchDate(product.slug, LAUNCH_AGE_DAYS[i] ?? 0),
        updatedAt: daysAgo(2),
        // the shop's three consoles are the ones its home page leads with, whatever is added later
        featured: true,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((p) => [p.slug, p.id]));
  const productId = (slug: string | null) => (slug ? (idBySlug.get(slug) ?? null) : null);

  const addonRows = await db
    .insert(addons)
    .values(
      demoAddons.map(({ productSlug, variantStock: _stock, ...addon }) => ({
        ...addon,
        productLinked: productId(productSlug),
      })),
    )
    .returning({ id: addons.id, slug: addons.slug });
  // every demo add-on's variants hold stock of their own (its rows exist: the insert made them)
  for (const { id, slug } of addonRows) {
    const stock = demoAddons.find((a) => a.slug === slug)?.variantStock ?? null;
    await db
      .update(itemVariants)
      .set({ stock })
      .where(and(eq(itemVariants.itemKind, "addon"), eq(itemVariants.itemId, id)));
  }
  await db.insert(reviews).values(
    demoReviews.map(({ productSlug, datePosted, ...review }) => ({
      ...review,
      // nobody bought these: they are shown as samples and counted in no rating (DMCC Act, fake reviews)
      source: "sample" as const,
      productId: productId(productSlug),
      datePosted: new Date(datePosted),
    })),
  );
  await db
    .insert(videos)
    .values(demoVideos.map(({ productSlug, ...video }) => ({ ...video, productId: productId(productSlug) })));
  // the demo shows the automatic rule: add-ons bought with a console, 10% off
  await db.insert(bundleDiscount).values({ id: 1, enabled: true, percentOff: 10 }).onConflictDoNothing();
}
