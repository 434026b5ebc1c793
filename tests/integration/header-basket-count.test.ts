// The header's basket count without JavaScript: a page rendered for one shopper's request (never stored)
// shows it in its HTML; a page the cache keeps for everyone shows the plain /cart link.
import { describe, expect, it } from "vitest";

import { addWithoutScript } from "../support/basket-cookies";
import { createProduct } from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { freshTestDb } from "../support/test-db";

const database = await freshTestDb();
const { db } = database;
const shop = await startFileShop(database, { warmUp: "/" });

/** The header's link to the basket, as the server rendered it. */
async function cartLink(path: string, cookie: string) {
  const response = await fetch(`${shop.url}${path}`, { headers: { cookie } });
  const html = await response.text();
  return {
    status: response.status,
    cacheStatus: response.headers.get("cache-status"),
    link: /<a[^>]*href="\/cart"[^>]*>/.exec(html)?.[0] ?? "",
  };
}

describe("the header's basket count without JavaScript", () => {
  it("is in the HTML of the pages that are never stored, and absent from the cached ones", async () => {
    const product = await createProduct(db, { name: "Count Console", variantOptions: [] });
    const cookie = await addWithoutScript(shop.url, { itemType: "product", itemId: product.id, quantity: "3" });

    for (const path of [`/product/${product.slug}/reviews`, "/my-orders", "/no-such-page"]) {
      const { link, cacheStatus } = await cartLink(path, cookie);
      expect(cacheStatus, path).toContain("fwd=bypass");
      expect(link, path).toContain('aria-label="Cart, 3 items"');
    }
    for (const path of ["/", `/product/${product.slug}`, "/support"]) {
      const { link } = await cartLink(path, cookie);
      expect(link, path).toContain('aria-label="Cart"');
    }
  });

  it("shows no count to a shopper without a basket", async () => {
    const { link } = await cartLink("/my-orders", "");
    expect(link).toContain('aria-label="Cart"');
  });
});
