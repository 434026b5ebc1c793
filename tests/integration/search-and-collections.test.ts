// The search page, its JSON endpoint, the collection pages and the sitemap's split, through their route modules.
import { beforeEach, describe, expect, it } from "vitest";

import { getSitemap, sitemapXml } from "~/modules/storefront/sitemap.server";
import { loader as searchApiLoader } from "~/routes/api/search";
import { loader as collectionLoader } from "~/routes/collection";
import { loader as searchLoader } from "~/routes/search";
import { loader as sitemapPageLoader } from "~/routes/sitemap-page";

import { createProduct } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

beforeEach(() => resetDb(db));

/** A loader's answer: `data()` with its status, a Response, or plain data (200). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own loader's shape
async function answer(run: () => Promise<unknown>): Promise<{ status: number; data: any }> {
  try {
    const result = (await run()) as { init?: { status?: number } | null; data?: unknown };
    if (result instanceof Response) return { status: result.status, data: await result.text() };
    if (result && typeof result === "object" && "data" in result && "init" in result)
      return { status: result.init?.status ?? 200, data: result.data };
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: await thrown.text() };
    throw thrown;
  }
}

const get = (path: string) => new Request(`http://localhost${path}`);
const search = (query: string) => answer(() => searchLoader(routeArgs(db, get(`/search?${query}`))));
const collection = (slug: string, query = "") =>
  answer(() => collectionLoader(routeArgs(db, get(`/collections/${slug}?${query}`), { slug })));

describe("the search page", () => {
  it("finds an item typed with a typo, and suggests the closest when nothing matches", async () => {
    await createProduct(db, { name: "Retroid Pocket 5", slug: "retroid-pocket-5", tagline: "Android handheld" });
    const found = await search("q=retriod");
    expect(found.status).toBe(200);
    expect(found.data.results.items.map((i: { slug: string }) => i.slug)).toEqual(["retroid-pocket-5"]);
    const nothing = await search("q=pokemon+yellow");
    expect(nothing.data.results).toMatchObject({
      total: 0,
      suggestions: [expect.objectContaining({ slug: "retroid-pocket-5" })],
    });
  });

  it("answers a search it cannot take with a 400 and the message, and a page past the end with a 404", async () => {
    await createProduct(db, { name: "Retroid Pocket 5", slug: "retroid-pocket-5" });
    expect(await search(`q=${"a".repeat(101)}`)).toMatchObject({
      status: 400,
      data: { error: "Please search with at most 100 characters.", results: null },
    });
    expect((await search("q=retroid&page=abc")).status).toBe(400);
    expect((await search("q=retroid&page=2")).status).toBe(404);
  });

  it("serves the header's instant list as JSON, the closest items standing in when nothing matches", async () => {
    await createProduct(db, { name: "Retroid Pocket 5", slug: "retroid-pocket-5", price: 21900 });
    const response = await searchApiLoader(routeArgs(db, get("/api/search?q=retroid")));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      total: 1,
      items: [{ kind: "product", name: "Retroid Pocket 5", slug: "retroid-pocket-5", price: 21900 }],
    });
    const near = await (await searchApiLoader(routeArgs(db, get("/api/search?q=pokemon+yellow")))).json();
    expect(near).toMatchObject({ total: 0, items: [{ slug: "retroid-pocket-5" }] });
    const refused = await searchApiLoader(routeArgs(db, get(`/api/search?q=${"a".repeat(101)}`)));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "Please search with at most 100 characters." });
  });
});

describe("the collection pages", () => {
  it("show the filtered page with the form's values, and keep them in the page links", async () => {
    await createProduct(db, { name: "Alpha", slug: "alpha", brand: "Anbernic", price: 5000 });
    await createProduct(db, { name: "Bravo", slug: "bravo", brand: "Miyoo", price: 7000 });
    const page = await collection("consoles", "min=60&brand=Miyoo&sort=price-asc");
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      collection: { slug: "consoles", title: "Consoles", makerLabel: "Brand" },
      filters: { min: "60", max: "", brand: "Miyoo", stock: false, sort: "price-asc" },
      items: [expect.objectContaining({ name: "Bravo" })],
      fieldErrors: {},
    });
  });

  it("refuse a filter they cannot read with a 400 naming the field; else a 404", async () => {
    await createProduct(db, { name: "Alpha", slug: "alpha", price: 5000 });
    const refused = await collection("consoles", "min=cheap");
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ min: "Enter the lowest price in pounds, like 20 or 49.99." });
    expect(refused.data.filters.min).toBe("cheap");
    expect((await collection("nothing-here")).status).toBe(404);
    expect((await collection("consoles", "page=2")).status).toBe(404);
  });
});

describe("the sitemap", () => {
  it("is one file while the addresses fit, else an index of files that each list at most the limit", async () => {
    for (const slug of ["a-one", "b-two", "c-three", "d-four"]) await createProduct(db, { slug });
    // home, support, four collections and four products: ten addresses
    const whole = await getSitemap(db, null, 10);
    expect(whole).toMatchObject({ kind: "urls" });
    expect(whole?.kind === "urls" && whole.entries).toHaveLength(10);

    expect(await getSitemap(db, null, 4)).toEqual({ kind: "index", pages: 3 });
    const files = await Promise.all([1, 2, 3].map((page) => getSitemap(db, page, 4)));
    const paths = files.flatMap((file) => (file?.kind === "urls" ? file.entries.map((e) => e.path) : []));
    expect(files.map((file) => (file?.kind === "urls" ? file.entries.length : 0))).toEqual([4, 4, 2]);
    expect(paths.slice(0, 2)).toEqual(["/", "/support"]);
    expect(paths.slice(-4)).toEqual(["/product/a-one", "/product/b-two", "/product/c-three", "/product/d-four"]);
    expect(await getSitemap(db, 4, 4)).toBeNull();

    const index = await sitemapXml({ kind: "index", pages: 2 }, "https://shop.example").text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://shop.example/sitemap/2.xml</loc>");
  });

  it("serves its files at /sitemap/N.xml, and no file past the last", async () => {
    await createProduct(db, { slug: "a-one" });
    const first = await answer(() => sitemapPageLoader(routeArgs(db, get("/sitemap/1.xml"), { file: "1.xml" })));
    expect(first.status).toBe(200);
    expect(first.data).toContain("/product/a-one</loc>");
    const past = await answer(() => sitemapPageLoader(routeArgs(db, get("/sitemap/2.xml"), { file: "2.xml" })));
    expect(past.status).toBe(404);
    const odd = await answer(() => sitemapPageLoader(routeArgs(db, get("/sitemap/x.xml"), { file: "x.xml" })));
    expect(odd.status).toBe(404);
  });
});
