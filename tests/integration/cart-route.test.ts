// The cart route (/cart): the basket's cookies, and its answers to forms with and without JavaScript.
import { describe, expect, it } from "vitest";

import { action as cartAction, loader as cartLoader } from "~/routes/cart";

import { createAddon, createProduct } from "../support/factories";
import { routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

function post(fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request("http://shop.test/cart", { method: "POST", headers, body: new URLSearchParams(fields) });
  return routeOutcome(() => cartAction(routeArgs(db, request)));
}

describe("the cart route", () => {
  it("keeps the basket id in an HttpOnly SameSite=Lax cookie and the count in a readable one", async () => {
    const addon = await createAddon(db);
    const answer = await post({ intent: "add", itemType: "addon", itemId: addon.id, quantity: "2" });
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^shop_basket=[\w-]{43}; HttpOnly; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    expect(cookies[1]).toBe("shop_basket_count=2; Path=/; SameSite=Lax; Max-Age=2592000");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");

    const cookie = cookies[0].split(";")[0];
    const page = await routeOutcome(() =>
      cartLoader(routeArgs(db, new Request("http://shop.test/cart", { headers: { Cookie: cookie } }))),
    );
    expect((page.body as { basket: { itemCount: number } }).basket.itemCount).toBe(2);
  });

  it("answers a form posted without JavaScript with a redirect back, carrying the notice or the refusal", async () => {
    const product = await createProduct(db, { stockQuantity: 2, variantOptions: [] });
    const capped = await post({
      intent: "add",
      itemType: "product",
      itemId: product.id,
      quantity: "5",
      redirectTo: "/cart",
    });
    expect([capped.status, capped.headers.get("Location")]).toEqual([303, "/cart"]);
    const cookie = capped.headers.getSetCookie().map((c) => c.split(";")[0]);
    expect(cookie.join(";")).toContain("shop_flash=");

    const page = await routeOutcome(() =>
      cartLoader(routeArgs(db, new Request("http://shop.test/cart", { headers: { Cookie: cookie.join("; ") } }))),
    );
    expect(page.body?.notice).toMatchObject({ title: "Only 2 left: your quantity is now 2" });

    const refused = await post({ intent: "add", itemType: "product", itemId: product.id, redirectTo: "//evil.test" });
    expect([refused.status, refused.headers.get("Location")]).toEqual([400, null]); // never another site
  });

  it("refuses nonsense with a 400, never a 500", async () => {
    expect((await post({ intent: "explode" })).status).toBe(400);
    expect((await post({ intent: "set", lineId: "not-an-id", quantity: "2" })).status).toBe(400);
  });
});
