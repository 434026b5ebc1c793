// The shop's limits against an attacker, through the production server behind a proxy (TRUST_PROXY=1): one IPv6
// client using a new address of its /64 for every request is still one client for every per-address limit, and a
// burst of 500 requests at once on 50 connections has no more attempts checked than each counter allows, for
// sign-ins to one account, second-factor codes, discount codes and password-reset requests. It also reports how
// many passwords for one account an attacker gets checked in a minute, from one /64 and from a new /64 each time.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { LIMITS } from "~/lib/rate-limit.server";
import { createAdmin } from "~/modules/auth/auth.server";

import { createAddon, createProduct, enableTwoFactor } from "../support/factories";
import { ensureBuild, startShopProcess, type ShopProcess } from "../support/shop-process";
import { createSystemDb, type SystemDb } from "../support/system-db";

const kind = process.env.TEST_DB_KIND ?? "pglite";
const BURST = 500;
const CONNECTIONS = 50;
const PASSWORD = "the account's real password";

let system: SystemDb;
let shop: ShopProcess | undefined;
let soldOutSlug = "";
let addonId = "";

beforeAll(async () => {
  await ensureBuild();
  system = await createSystemDb();
  const handle = await system.open();
  for (const email of ["guessed@example.com", "measured1@example.com", "measured2@example.com", "reset@example.com"])
    await createAdmin(handle.db, { email, password: PASSWORD });
  const twoFactor = await createAdmin(handle.db, { email: "coded@example.com", password: PASSWORD });
  await enableTwoFactor(handle.db, twoFactor.id);
  soldOutSlug = (await createProduct(handle.db, { stockQuantity: 0, variantOptions: [] })).slug;
  addonId = (await createAddon(handle.db)).id;
  await handle.close();
  shop = await startShopProcess({ ...system.env, TRUST_PROXY: "1", WORKERS: "1" });
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  await system?.cleanup();
});

let networks = 0;
/** A new /64 of its own; `address(n)` is its n-th address, as a client rotating its interface identifier. */
function network() {
  const net = (++networks).toString(16);
  return (n: number) => `2001:db8:${net}:77:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}:a:1`;
}

type Answer = { status: number; text: string; cookies: string[] };

async function post(
  path: string,
  body: Record<string, string> | object,
  { from, cookie, json = false }: { from: string; cookie?: string; json?: boolean },
): Promise<Answer> {
  const response = await fetch(`${shop!.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
      "X-Forwarded-For": from,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
  });
  const text = await response.text();
  return { status: response.status, text, cookies: response.headers.getSetCookie().map((c) => c.split(";")[0]) };
}

/** `count` requests made by `send(i)`, `CONNECTIONS` in flight at a time; their statuses, counted. */
async function burst(count: number, send: (i: number) => Promise<Answer>) {
  const statuses: Record<number, number> = {};
  let next = 0;
  const connection = async () => {
    while (next < count) {
      const { status } = await send(next++);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return statuses;
}

const signIn = (email: string, password: string, from: string) =>
  post("/admin/login", { intent: "login", email, password }, { from });

describe(`one IPv6 client rotating through its /64 (${kind})`, () => {
  const cases: [string, number, (from: string, i: number) => Promise<Answer>][] = [
    [
      "wrong passwords for many accounts",
      LIMITS.loginPerIp.limit,
      (from, i) => signIn(`sprayed${i}@example.com`, "a guess", from),
    ],
    [
      "mailing-list sign-ups",
      LIMITS.subscribe.limit,
      (from, i) => post("/?index", { email: `list${i}@example.com` }, { from }),
    ],
    [
      "back-in-stock requests",
      LIMITS.backInStock.limit,
      (from, i) => post(`/product/${soldOutSlug}`, { email: `waiting${i}@example.com`, variant: "" }, { from }),
    ],
    [
      "order lookups",
      LIMITS.trackOrder.limit,
      (from, i) => post("/api/track-order", { orderNumber: `RH-${i}` }, { from, json: true }),
    ],
    ["card payments", LIMITS.payment.limit, (from) => post("/api/checkout/payment-intent", {}, { from, json: true })],
  ];

  for (const [what, limit, send] of cases)
    it(`refuses ${what} past the limit (${limit}) from every address of the /64, not from another /64`, async () => {
      const address = network();
      const statuses: number[] = [];
      for (let i = 0; i < limit + 2; i++) statuses.push((await send(address(i + 1), i)).status);
      expect(statuses.slice(0, limit).filter((s) => s === 429)).toEqual([]);
      expect(statuses.slice(limit)).toEqual([429, 429]);
      expect((await send(network()(1), limit + 2)).status).not.toBe(429);
    }, 300_000);
});

const MEASURE_MS = Number(process.env.GUESS_MEASURE_MS ?? 60_000);

describe(`guesses at one account's password for a minute, one at a time (${kind})`, () => {
  /** Wrong passwords for `email` for MEASURE_MS, each from `from(i)`: how many were checked (401), per minute. */
  async function checkedPerMinute(email: string, from: (i: number) => string) {
    const statuses: Record<number, number> = {};
    const started = Date.now();
    for (let i = 0; Date.now() - started < MEASURE_MS; i++) {
      const { status } = await signIn(email, `guess ${i}`, from(i));
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const minutes = (Date.now() - started) / 60_000;
    return { perMinute: (statuses[401] ?? 0) / minutes, statuses };
  }

  it("checks a handful from one /64, and no more than the lock allows from a new /64 each time", async () => {
    const address = network();
    const oneNetwork = await checkedPerMinute("measured1@example.com", (i) => address(i + 1));
    const manyNetworks = await checkedPerMinute("measured2@example.com", () => network()(1));
    console.log(
      `guesses checked per minute for one account (${kind}): from one /64 ${oneNetwork.perMinute.toFixed(1)} ` +
        `${JSON.stringify(oneNetwork.statuses)}; from a new /64 each ${manyNetworks.perMinute.toFixed(1)} ` +
        `${JSON.stringify(manyNetworks.statuses)}`,
    );
    expect(oneNetwork.statuses[401]).toBeLessThanOrEqual(LIMITS.loginPerEmail.limit + 1);
    expect(manyNetworks.statuses[401]).toBeLessThanOrEqual(LIMITS.signInLock.limit);
  }, 300_000);
});

describe(`a burst of ${BURST} on ${CONNECTIONS} connections, each request from a new /64 (${kind})`, () => {
  it(`has at most ${LIMITS.signInLock.limit} passwords of one account checked`, async () => {
    const statuses = await burst(BURST, (i) => signIn("guessed@example.com", `guess ${i}`, network()(1)));
    console.log(`sign-in burst (${kind}): ${JSON.stringify(statuses)}`);
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(LIMITS.signInLock.limit);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
  }, 600_000);

  it(`has at most ${LIMITS.loginPerEmail.limit} second-factor codes checked`, async () => {
    const password = await signIn("coded@example.com", PASSWORD, network()(1));
    expect(password.status).toBe(302);
    const pending = password.cookies.find((c) => c.startsWith("shop_2fa="))!;
    const statuses = await burst(BURST, (i) =>
      post("/admin/sign-in-code", { code: String(100000 + i) }, { from: network()(1), cookie: pending }),
    );
    console.log(`second-factor burst (${kind}): ${JSON.stringify(statuses)}`);
    expect(statuses[401]).toBeLessThanOrEqual(LIMITS.loginPerEmail.limit);
    expect(statuses[429]).toBe(BURST - statuses[401]);
  }, 600_000);

  it(`has at most ${LIMITS.discountCode.limit} discount codes checked for one basket`, async () => {
    const added = await post(
      "/cart.data",
      { intent: "add", itemType: "addon", itemId: addonId, variant: "", quantity: "1" },
      { from: network()(1) },
    );
    expect(added.status).toBe(200);
    const basket = added.cookies.filter((c) => c.includes("basket")).join("; ");
    const statuses = await burst(BURST, (i) =>
      post("/cart.data", { intent: "code", code: `GUESS${i}` }, { from: network()(1), cookie: basket }),
    );
    console.log(`discount-code burst (${kind}): ${JSON.stringify(statuses)}`);
    expect(statuses[400]).toBeLessThanOrEqual(LIMITS.discountCode.limit);
    expect(statuses[429]).toBe(BURST - statuses[400]);
  }, 600_000);

  it(`queues at most ${LIMITS.loginPerEmail.limit} reset links for one account, answering each alike`, async () => {
    const statuses = await burst(BURST, () =>
      post("/admin/reset-password", { intent: "request", email: "reset@example.com" }, { from: network()(1) }),
    );
    expect(statuses).toEqual({ 200: BURST });
    // the outbox is read with the shop stopped (PGlite has one process at a time)
    await shop!.stop();
    shop = undefined;
    const handle = await system.open();
    try {
      const links = await handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, "password_reset"), eq(emailOutbox.to, "reset@example.com")));
      console.log(`reset-request burst (${kind}): ${links.length} links queued`);
      expect(links.length).toBeLessThanOrEqual(LIMITS.loginPerEmail.limit);
      expect(links.length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
