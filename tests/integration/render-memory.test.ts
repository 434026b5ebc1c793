// A rendered page lets go of everything it used once it is sent. Each render arms a timer that aborts
// it if it runs too long; a timer left armed after the page was sent kept the whole render (request,
// loader data, React's tree) alive until it fired, many pages' worth under load (ADR 104).
import { describe, expect, it } from "vitest";

import { createProduct } from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { resetDb, testDb } from "../support/test-db";

const database = await testDb();
await resetDb(database.db);
const product = await createProduct(database.db, { status: "published" });
// Uncached, so every request renders.
const shop = await startFileShop(database, { env: { PAGE_CACHE: "off" }, warmUp: "/admin/login" });

const armedTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;

describe("an uncached page, once sent", () => {
  it.each([
    [
      "streamed to a browser",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
    ],
    ["sent whole to a crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ])("leaves no timer behind when %s", async (_, userAgent) => {
    const page = () => fetch(`${shop.url}/product/${product.slug}`, { headers: { "user-agent": userAgent } });
    expect((await page()).status).toBe(200); // the first render warms the route modules
    const before = armedTimers();
    for (let i = 0; i < 20; i++) {
      const response = await page();
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(product.name);
    }
    // Connection pools and the like keep a few timers of their own; 20 renders must not add 20.
    expect(armedTimers() - before).toBeLessThan(5);
  });
});
