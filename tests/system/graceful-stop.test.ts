// SIGTERM: the shop stops taking connections, lets the request in flight finish, closes the
// database and exits 0.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { FAKE_TRACK17_KEY, startTrack17Fake } from "../fakes/track17-server";
import { createOrder } from "../support/factories";
import { startLoggedShop, type LoggedShop } from "../support/logged-shop";
import { createSystemDb } from "../support/system-db";

const systemDb = await createSystemDb();
// 17TRACK answers SLOW-* numbers after 2 s: a request that is still running when SIGTERM arrives.
const track17 = await startTrack17Fake({ slowMs: 2_000 });
let shop: LoggedShop | undefined;
afterAll(async () => {
  await shop?.kill("SIGKILL");
  await track17.close();
  await systemDb.cleanup();
});

/**
 * Starts a track-order request and returns once the shop is waiting on 17TRACK for it. The answer is
 * wrapped in an object: an async function returning the bare promise would wait for it.
 */
async function trackRequestInFlight(running: LoggedShop, orderNumber: string): Promise<{ answer: Promise<Response> }> {
  const answer = fetch(`${running.url}/api/track-order`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ orderNumber }),
  });
  const since = Date.now();
  while (track17.calls.length === 0 && Date.now() - since < 20_000) await new Promise((r) => setTimeout(r, 20));
  expect(track17.calls.length, "the request reached 17TRACK").toBeGreaterThan(0);
  return { answer };
}

describe(`graceful stop (${systemDb.kind})`, () => {
  it("finishes the request in flight, refuses new connections, then exits 0", async () => {
    const setup = await systemDb.open();
    await seedIfEmpty(setup.db);
    await setup.db
      .update(settings)
      .set({ track17ApiKey: FAKE_TRACK17_KEY })
      .where(sql`true`);
    const order = await createOrder(setup.db, { trackingNumber: "SLOW-YT2412345678901234", status: "shipped" });
    await setup.close();
    // One process: on PostgreSQL the default is a worker per core, and a second worker would still
    // take new connections while the first is stopping (the cluster case is the next test).
    shop = await startLoggedShop({ ...systemDb.env, TRACK17_API_BASE: track17.url, WORKERS: "1" });

    // SIGTERM once the shop is waiting on 17TRACK for that request.
    const { answer: inFlight } = await trackRequestInFlight(shop, order.orderNumber);
    const exited = shop.kill("SIGTERM");
    await shop.waitForLog((l) => String(l.msg).startsWith("shutting down"), 10_000);

    // A new connection is refused while the old request is still being answered.
    await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ order: { order_number: order.orderNumber } });

    expect(await exited).toEqual({ code: 0, signal: null });
    const messages = shop.logs.map((l) => l.msg);
    expect(messages.indexOf("stopped")).toBeGreaterThan(
      messages.findIndex((m) => String(m).startsWith("shutting down")),
    );
    shop = undefined;
    // The database was closed properly: it opens again at once (PGlite's folder lock is released).
    const again = await systemDb.open();
    await again.close();
  });

  it.runIf(systemDb.kind === "postgres")(
    "stops a cluster on SIGTERM: the request in flight is answered, then every process exits 0",
    async () => {
      const setup = await systemDb.open();
      const order = await createOrder(setup.db, { trackingNumber: "SLOW-YT2412345678901235", status: "shipped" });
      await setup.close();
      track17.calls.length = 0;
      shop = await startLoggedShop({ ...systemDb.env, TRACK17_API_BASE: track17.url, WORKERS: "2" });
      // "started 2 workers" is logged when they are forked: wait until both answer, or SIGTERM may find one
      // still starting (it then exits without its "stopped" line).
      const listening = () => shop!.logs.filter((l) => String(l.msg).startsWith("shop listening")).length;
      await shop.waitForLog(() => listening() === 2);

      const { answer: inFlight } = await trackRequestInFlight(shop, order.orderNumber);
      const exited = shop.kill("SIGTERM");

      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(await answered.json()).toMatchObject({ order: { order_number: order.orderNumber } });
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(shop.logs.filter((l) => l.msg === "stopped")).toHaveLength(2);
      shop = undefined;
    },
  );
});
