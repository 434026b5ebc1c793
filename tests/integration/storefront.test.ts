import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { PAGE_EXPIRES_HEADER } from "~/lib/page-expiry";
import { LIMITS, resetRateLimit } from "~/lib/rate-limit.server";
import { getCurrentPrices, getPublishedAddonPage, listUpsellAddons } from "~/modules/catalog/catalog.server";
import { getHomeCatalog, getPublishedProductPage } from "~/modules/storefront/storefront.server";
import { loader as addonLoader } from "~/routes/addon";
import { loader as pricesLoader } from "~/routes/api/cart-prices";
import { loader as upsellsLoader } from "~/routes/api/cart-upsells";
import { action as homeAction, loader as homeLoader } from "~/routes/home";
import { loader as notFoundLoader } from "~/routes/not-found";
import { loader as productLoader } from "~/routes/product";
import { loader as robotsLoader } from "~/routes/robots";
import { loader as sitemapLoader } from "~/routes/sitemap";
import * as subscribeConfirm from "~/routes/subscribe-confirm";

import { createAddon, createProduct, createReview, createSubscriber, createVideo } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

beforeEach(async () => {
  await resetDb(db);
  await resetRateLimit("subscribe", "127.0.0.1");
});

const subscribeRequest = (email: string) =>
  new Request("http://localhost/?index", { method: "POST", body: new URLSearchParams({ email }) });

/** Route actions may return `data()` (with a status) or plain data; both read the same here. */
function unwrap(result: unknown): {
  status: number;
  data: { ok: boolean; toast: { title: string; description?: string } };
} {
  const r = result as { init?: { status?: number } | null; data?: unknown };
  if (r && typeof r === "object" && "data" in r && "init" in r)
    return { status: r.init?.status ?? 200, data: r.data as never };
  return { status: 200, data: result as never };
}

describe("public catalogue reads", () => {
  it("home shows only published products, reviews and homepage videos, badges, no invented popularity", async () => {
    const cheap = await createProduct(db, { price: 1999 });
    const dear = await createProduct(db, { price: 9999, features: ["a", "b", "c", "d", "e"] });
    const draft = await createProduct(db, { price: 999, status: "draft" });
    await createReview(db, { rating: 5, verifiedPurchase: true });
    await createReview(db, { rating: 4, verifiedPurchase: false });
    await createReview(db, { rating: 1, status: "hidden" });
    await createVideo(db, { title: "Homepage clip" });
    await createVideo(db, { title: "Draft clip", status: "draft" });
    await createVideo(db, { title: "Product clip", productId: cheap.id });

    const home = await getHomeCatalog(db);
    expect(home.products.map((p) => p.id)).toEqual([cheap.id, dear.id]);
    expect(home.products.map((p) => p.id)).not.toContain(draft.id);
    // nothing flagged and nothing sold: no product is called popular
    expect(home.products.map((p) => p.popular)).toEqual([false, false]);
    expect(home.products[1].features).toHaveLength(3);
    expect(home.products[0].badge).toBe("New Arrival");
    expect(home.reviewSummary).toMatchObject({ count: 2, average: 4.5, verifiedPercent: 50 });
    expect(home.videos.map((v) => v.title)).toEqual(["Homepage clip"]);
    // only what the page shows goes into the hydration payload (the card shows a genuine was-price)
    expect(Object.keys(home.products[0]).sort()).toEqual(
      [
        "badge",
        "compareAtPrice",
        "features",
        "id",
        "image",
        "imageAltText",
        "name",
        "popular",
        "price",
        "slug",
        "tagline",
        "techSpecs",
      ].sort(),
    );
  });

  it("home shows at most six reviews but summarises them all", async () => {
    for (let i = 0; i < 8; i++) await createReview(db, { rating: i < 4 ? 5 : 3, datePosted: new Date(2026, 0, i + 1) });
    const home = await getHomeCatalog(db);
    expect(home.reviews).toHaveLength(6);
    expect(home.reviewSummary.count).toBe(8);
    expect(home.reviewSummary.average).toBe(4);
    expect(new Date(home.reviews[0].datePosted).getTime()).toBeGreaterThan(
      new Date(home.reviews[5].datePosted).getTime(),
    );
  });

  it("a product page has its published add-ons, reviews and videos; a draft product has no page", async () => {
    const product = await createProduct(db);
    const other = await createProduct(db);
    const addon = await createAddon(db, { productLinked: product.id });
    await createAddon(db, { productLinked: product.id, status: "draft" });
    await createAddon(db, { productLinked: other.id });
    await createReview(db, { productId: product.id, rating: 4 });
    await createReview(db, { productId: product.id, rating: 2, status: "hidden" });
    await createVideo(db, { productId: product.id, title: "Close-up" });
    await createVideo(db, { productId: product.id, title: "Hidden", status: "draft" });

    const page = await getPublishedProductPage(db, product.slug);
    expect(page?.addons.map((a) => a.id)).toEqual([addon.id]);
    expect(page?.reviewSummary).toMatchObject({ count: 1, average: 4 });
    expect(page?.videos.map((v) => v.title)).toEqual(["Close-up"]);

    const draft = await createProduct(db, { status: "draft" });
    expect(await getPublishedProductPage(db, draft.slug)).toBeNull();
  });

  it("an add-on page links its product only while that product is published", async () => {
    const product = await createProduct(db);
    const addon = await createAddon(db, { productLinked: product.id });
    expect((await getPublishedAddonPage(db, addon.slug))?.compatible.map((p) => p.slug)).toEqual([product.slug]);
    const hiddenProduct = await createProduct(db, { status: "draft" });
    const orphan = await createAddon(db, { productLinked: hiddenProduct.id });
    expect((await getPublishedAddonPage(db, orphan.slug))?.compatible).toEqual([]);
    const draft = await createAddon(db, { status: "draft" });
    expect(await getPublishedAddonPage(db, draft.slug)).toBeNull();
  });

  it("an add-on sized for several consoles lists every published one it fits, in its options' order", async () => {
    const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
    const small = await createProduct(db, { name: `Q${tag}S Retro Handheld` });
    const large = await createProduct(db, { name: `Q${tag} Max` });
    await createProduct(db, { name: `Q${tag} Mini`, status: "draft" });
    // a console whose name only starts with the same letters is another console
    await createProduct(db, { name: `Q${tag}SE Handheld` });
    const addon = await createAddon(db, {
      productLinked: small.id,
      variantOptions: [`5-inch (Q${tag} Max)`, `3.5-inch (Q${tag}S)`, `3-inch (Q${tag} Mini)`],
    });
    const page = await getPublishedAddonPage(db, addon.slug);
    expect(page?.compatible.map((p) => p.name)).toEqual([large.name, small.name]);
  });

  it("upsells are at most four published add-ons", async () => {
    for (let i = 0; i < 5; i++) await createAddon(db);
    await createAddon(db, { status: "draft", name: "Draft add-on" });
    const upsells = await listUpsellAddons(db);
    expect(upsells).toHaveLength(4);
    expect(upsells.map((a) => a.name)).not.toContain("Draft add-on");
  });

  it("current prices come from the database, and anything no longer for sale is null", async () => {
    const product = await createProduct(db, { price: 4500 });
    const addon = await createAddon(db, { price: 700 });
    const draft = await createProduct(db, { status: "draft" });
    const missing = crypto.randomUUID();
    const prices = await getCurrentPrices(db, [product.id, addon.id, draft.id, missing]);
    expect(prices[product.id]?.price).toBe(4500);
    expect(prices[addon.id]?.price).toBe(700);
    expect(prices[draft.id]).toBeNull();
    expect(prices[missing]).toBeNull();
  });
});

describe("storefront routes", () => {
  it("the product loader answers 404 for an unknown or draft slug, and gives the shop's dispatch promise", async () => {
    const draft = await createProduct(db, { status: "draft" });
    for (const slug of ["no-such-console", draft.slug]) {
      const thrown = await productLoader(
        routeArgs(db, new Request(`http://localhost/product/${slug}`), { slug }),
      ).catch((e: unknown) => e);
      expect((thrown as Response).status).toBe(404);
    }
    const product = await createProduct(db);
    const args = () => routeArgs(db, new Request(`http://localhost/product/${product.slug}`), { slug: product.slug });
    const { data: page, init } = await productLoader(args());
    // the delivery calculator's answers for the days ahead, from the shop's settings (each period ends at the next
    // cut-off or UK midnight), and the sentence for when no dates can be known
    const { periods } = page.delivery;
    expect(periods.length).toBeGreaterThan(7);
    expect(periods[0]?.line).toMatch(/^Order (by 2pm today|now) for delivery /);
    expect(periods[0]?.methods).toEqual([
      expect.stringMatching(/^Standard delivery \((£4\.99|Free)\): /),
      expect.stringMatching(/^Express delivery \((£9\.99|Free)\): /),
    ]);
    expect(page.delivery.fallback).toBe("Order by 2pm (UK time), Monday to Friday, and we dispatch the same day.");
    // the cached page is forgotten by the next cut-off or UK midnight, within a day
    const expires = Number(new Headers(init?.headers).get(PAGE_EXPIRES_HEADER));
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(JSON.stringify(page)).not.toMatch(/viewing/i);
  });

  it("the add-on loader answers 404 for an unknown slug", async () => {
    const thrown = await addonLoader(routeArgs(db, new Request("http://localhost/addon/nope"), { slug: "nope" })).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).status).toBe(404);
  });

  it("an unknown path answers 404", async () => {
    const result = (await notFoundLoader(routeArgs(db, new Request("http://localhost/nowhere")))) as unknown as {
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
  });

  it("home's loader keeps drafts out", async () => {
    const draft = await createProduct(db, { status: "draft" });
    const data = await homeLoader(routeArgs(db, new Request("http://localhost/")));
    expect(data.products.map((p) => p.id)).not.toContain(draft.id);
  });

  it("subscribing: success, invalid and duplicate (any case) answer with SPEC's toasts", async () => {
    const ok = unwrap(await homeAction(routeArgs(db, subscribeRequest("  New.Fan@Example.com "))));
    expect(ok.status).toBe(200);
    expect(ok.data.toast).toMatchObject({ title: "Success!", description: "You've been added to our mailing list." });

    const invalid = unwrap(await homeAction(routeArgs(db, subscribeRequest("not-an-email"))));
    expect(invalid.status).toBe(400);
    expect(invalid.data.toast).toMatchObject({
      title: "Invalid email",
      description: "Please enter a valid email address",
    });

    const long = unwrap(await homeAction(routeArgs(db, subscribeRequest(`${"a".repeat(250)}@example.com`))));
    expect(long.status).toBe(400);

    // awaiting its confirmation, the address signing up again is told it is on the list (SPEC's answer), and
    // its link is not sent twice in a quarter hour
    const again = unwrap(await homeAction(routeArgs(db, subscribeRequest("new.fan@example.com"))));
    expect(again.status).toBe(409);
    const links = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "confirm_address"));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ to: "New.Fan@Example.com", data: { purpose: "newsletter" } });
    const token = String((links[0].data as { path: string }).path.split("/").pop());
    const confirmArgs = routeArgs(db, new Request(`http://localhost/subscribe/confirm/${token}`, { method: "POST" }), {
      token,
    });
    expect(await subscribeConfirm.action(confirmArgs)).toEqual({ ok: true });

    const duplicate = unwrap(await homeAction(routeArgs(db, subscribeRequest("new.fan@example.com"))));
    expect(duplicate.status).toBe(409);
    expect(duplicate.data.toast).toMatchObject({
      title: "Already subscribed",
      description: "This email is already on our mailing list.",
    });
  });

  it("subscribing is rate-limited per client address", async () => {
    await createSubscriber(db, "taken@example.com");
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.subscribe.limit; i++)
      statuses.push(unwrap(await homeAction(routeArgs(db, subscribeRequest("taken@example.com")))).status);
    expect(statuses.at(-2)).toBe(409); // the last one within the limit is still answered
    expect(statuses.at(-1)).toBe(429);
  });

  it("the prices endpoint refuses ids that are not ids, and answers current prices", async () => {
    const bad = await pricesLoader(routeArgs(db, new Request("http://localhost/api/cart/prices?ids=1;drop")));
    expect(bad.status).toBe(400);
    const product = await createProduct(db, { price: 3333 });
    const ok = await pricesLoader(routeArgs(db, new Request(`http://localhost/api/cart/prices?ids=${product.id}`)));
    expect(ok.status).toBe(200);
    expect((await ok.json()).prices[product.id].price).toBe(3333);
  });

  it("the upsell endpoint answers published add-ons", async () => {
    await createAddon(db, { name: "Grip" });
    const response = await upsellsLoader(routeArgs(db, new Request("http://localhost/api/cart/upsells")));
    expect((await response.json()).addons.map((a: { name: string }) => a.name)).toEqual(["Grip"]);
  });

  it("the sitemap lists home, support and published products only, and robots.txt points to it", async () => {
    const published = await createProduct(db);
    const draft = await createProduct(db, { status: "draft" });
    const response = await sitemapLoader(routeArgs(db, new Request("http://localhost/sitemap.xml")));
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/<loc>[^<]*\/<\/loc>\s*<changefreq>daily<\/changefreq>\s*<priority>1\.0<\/priority>/);
    expect(xml).toMatch(/<loc>[^<]*\/support<\/loc>\s*<changefreq>monthly<\/changefreq>\s*<priority>0\.7<\/priority>/);
    expect(xml).toContain(
      `/product/${published.slug}</loc>\n    ` +
        `<lastmod>${published.updatedAt.toISOString()}</lastmod>\n    ` +
        `<changefreq>weekly</changefreq>\n    <priority>0.8</priority>`,
    );
    expect(xml).not.toContain(draft.slug);
    const robots = await (await robotsLoader(routeArgs(db, new Request("http://localhost/robots.txt")))).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});
