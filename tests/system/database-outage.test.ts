// PostgreSQL restarted under load (a private server this test owns): the shop keeps running,
// /healthz answers 503 while the database is away and 200 after, it reconnects by itself, and no
// request waits longer than 10 s (ADR 081).
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { startLoggedShop, type LoggedShop } from "../support/logged-shop";
import { createPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";

const kind = process.env.TEST_DB_KIND ?? "pglite";
type Sample = { path: string; startedAt: number; ms: number; status: number | "error" };

let postgres: PrivatePostgres | undefined;
let shop: LoggedShop | undefined;
afterAll(async () => {
  await shop?.kill("SIGKILL");
  await postgres?.destroy();
});

// The outage is PostgreSQL's; the embedded database cannot go away on its own.
describe.runIf(kind === "postgres")("PostgreSQL restarted under load", () => {
  it("answers 503 on /healthz while it is down, reconnects by itself, and never hangs or crashes", async () => {
    postgres = await createPrivatePostgres();
    const setup = await openDatabase({ databaseUrl: postgres.url("postgres"), dataDir: "unused", poolSize: 2 });
    await seedIfEmpty(setup.db);
    await setup.close();
    shop = await startLoggedShop({ DATABASE_URL: postgres.url("postgres"), DATABASE_POOL_SIZE: "5" });
    const base = shop.url;

    const samples: Sample[] = [];
    const health: { at: number; status: number | "error" }[] = [];
    let running = true;
    const timed = async (path: string, init?: RequestInit) => {
      const startedAt = Date.now();
      let status: number | "error";
      try {
        const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = "error";
      }
      return { path, startedAt, ms: Date.now() - startedAt, status };
    };
    const PATHS = ["/", "/product/r36-console", "/support", "/api/cart/upsells"];
    const shoppers = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = worker; running; i++) {
        samples.push(await timed(PATHS[i % PATHS.length]));
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const prober = (async () => {
      while (running) {
        const { status } = await timed("/healthz");
        health.push({ at: Date.now(), status });
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const waitForHealth = async (wanted: number, timeoutMs: number) => {
      const since = Date.now();
      while (Date.now() - since < timeoutMs) {
        if (health.some((h) => h.at >= since && h.status === wanted)) return Date.now();
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`/healthz did not answer ${wanted} within ${timeoutMs} ms`);
    };

    await waitForHealth(200, 10_000);
    await new Promise((r) => setTimeout(r, 2_000));
    // PostgreSQL refuses new work from the moment it is asked to stop, before stop() returns.
    const stoppingAt = Date.now();
    await postgres.stop();
    const downAt = Date.now();
    await waitForHealth(503, 10_000);
    await new Promise((r) => setTimeout(r, 4_000));
    await postgres.start();
    const upAt = Date.now();
    const healthyAt = await waitForHealth(200, 30_000);
    await new Promise((r) => setTimeout(r, 4_000));
    running = false;
    await Promise.all([...shoppers, prober]);

    expect(shop.child.exitCode, "the shop process is still running").toBeNull();
    const slowest = Math.max(...samples.map((s) => s.ms));
    expect(slowest, "the slowest request (ms)").toBeLessThan(10_000);
    expect(
      samples.filter((s) => s.status === "error"),
      "requests without an HTTP answer",
    ).toEqual([]);
    // Healthy before and after; during the outage pages fail fast instead of hanging.
    expect(
      samples.filter((s) => s.startedAt + s.ms < stoppingAt && s.status !== 200),
      "requests answered before the outage",
    ).toEqual([]);
    const after = samples.filter((s) => s.startedAt > healthyAt + 1_000);
    expect(after.length).toBeGreaterThan(10);
    expect(
      after.filter((s) => s.status !== 200),
      "requests after the restart",
    ).toEqual([]);
    const during = samples.filter((s) => s.startedAt > downAt && s.startedAt + s.ms < upAt);
    expect(during.length).toBeGreaterThan(0);
    // what a load balancer and a browser can act on: 503 "try again shortly", never a bare 500
    expect(
      during.filter((s) => s.status !== 200 && s.status !== 503),
      "answers during the outage",
    ).toEqual([]);
    console.log(
      `outage: ${samples.length} requests, slowest ${slowest} ms; during the outage ` +
        `${during.length} requests, statuses ` +
        `${JSON.stringify(
          Object.fromEntries(
            [...new Set(during.map((s) => s.status))].map((st) => [st, during.filter((s) => s.status === st).length]),
          ),
        )}; ` +
        `healthy again ${healthyAt - upAt} ms after PostgreSQL came back`,
    );
  });
});
