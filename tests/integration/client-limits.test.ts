// Per-address limits through the real Express app behind a proxy (TRUST_PROXY=1): one IPv6 client may use
// a new address of its /64 for every request, and is still one client.
import { describe, expect, it } from "vitest";

import { LIMITS } from "~/lib/rate-limit.server";

import { createProduct } from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { testDb } from "../support/test-db";

const database = await testDb();
const shop = await startFileShop(database, { env: { TRUST_PROXY: "1" }, warmUp: "/admin/login" });

let host = 0;
/** A new address in 2001:db8:7:7::/64 at each call, as a client that rotates its interface identifier. */
const rotatingIpv6 = () => `2001:db8:7:7:${(++host).toString(16)}:${((host * 7919) % 0xffff).toString(16)}::1`;

const signIn = (email: string, forwardedFor: string) =>
  fetch(`${shop.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": forwardedFor,
    },
    body: new URLSearchParams({ intent: "login", email, password: "a wrong guess" }),
  });

describe("one client, one count", () => {
  it("refuses wrong passwords from a /64 past the per-address limit, from whatever address of it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginPerIp.limit + 3; i++)
      statuses.push((await signIn(`spray${i}@example.com`, rotatingIpv6())).status);
    expect(statuses.slice(0, LIMITS.loginPerIp.limit)).toEqual(
      statuses.slice(0, LIMITS.loginPerIp.limit).map(() => 401),
    );
    expect(statuses.slice(LIMITS.loginPerIp.limit)).toEqual([429, 429, 429]);
    // another network is another client
    expect((await signIn("other@example.com", "2001:db8:7:8::1")).status).toBe(401);
  }, 180_000);

  it("refuses order lookups from a /64 past the per-address limit, each from a new address of it", async () => {
    const lookup = (forwardedFor: string) =>
      fetch(`${shop.url}/api/track-order`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ orderNumber: "RH-NOPE" }),
      }).then((response) => response.status);
    const network = (n: number) => `2001:db8:5:5:${n.toString(16)}::${((n * 7919) % 0xffff).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.trackOrder.limit + 3; i++) statuses.push(await lookup(network(i + 1)));
    expect(statuses.slice(0, LIMITS.trackOrder.limit).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMITS.trackOrder.limit)).toEqual([429, 429, 429]);
    expect(await lookup("2001:db8:5:6::1")).not.toBe(429);
  }, 180_000);
});

describe("cookies over HTTPS", () => {
  it("marks every cookie Secure behind an HTTPS proxy, the flash toast's too", async () => {
    const product = await createProduct(database.db, { stockQuantity: 5, variantOptions: [] });
    const response = await fetch(`${shop.url}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "2001:db8:9:9::1",
        "X-Forwarded-Proto": "https",
      },
      body: new URLSearchParams({
        intent: "add",
        itemType: "product",
        itemId: product.id,
        variant: "",
        quantity: "1",
        redirectTo: "/cart",
      }),
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual([
      "__Host-shop_basket",
      "shop_basket_count",
      "shop_flash",
    ]);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*Secure(?:;|$)/i);
  });
});
