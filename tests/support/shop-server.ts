// The real Express app (server/http/app.ts: page cache, security headers, React Router) on a free port,
// over a test database. The routes are loaded through Vite with the project's own config, as
// `npm run dev` does, but served in production mode (CSP on, no Vite middleware).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";

import type { DatabaseHandle } from "~/db/client.server";
import { readConfig, type Config } from "~/lib/env.server";
import { createLogger, type Logger } from "~/lib/logger.server";

// One Vite server per test worker. The integration files of a worker share its modules (`isolate: false`,
// vitest.config.ts), so the server bundle is compiled by the first file that serves the shop and reused by
// the next; Vitest ends the worker, and the server with it.
let vite: Promise<ViteDevServer> | undefined;

async function loadApp() {
  vite ??= createViteServer({
    configFile: "vite.config.ts",
    // nothing is edited while tests run: no watcher on the project's files
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const server = await vite;
  const [{ createApp, createShopServer, shopRequestListener }, { configureRateLimits, memoryRateLimitStore }] =
    (await Promise.all([
      server.ssrLoadModule("./server/http/app.ts"),
      server.ssrLoadModule("./app/lib/rate-limit.server.ts"),
    ])) as [typeof import("../../server/http/app"), typeof import("../../app/lib/rate-limit.server")];
  // A new shop counts its rate limits afresh, as a newly started server does (createApp sets them on or off).
  const resetRateLimits = (config: Config) => configureRateLimits(config, memoryRateLimitStore());
  const build = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { createApp, createShopServer, shopRequestListener, build, resetRateLimits };
}

export type TestShop = { url: string; port: number; close(): Promise<void> };

export async function startTestShop(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  { logger = createLogger("silent") }: { logger?: Logger } = {},
): Promise<TestShop> {
  const { createApp, createShopServer, shopRequestListener, build, resetRateLimits } = await loadApp();
  const config: Config = readConfig({
    NODE_ENV: "production",
    DATA_DIR: ".test-data/data",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1",
    ...env,
  });
  resetRateLimits(config);
  const app = createApp({ config, logger, database, build });
  const server: Server = await new Promise((resolve) => {
    const s = createShopServer(shopRequestListener(app)).listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      (app.locals.pageCache as { close(): void } | null)?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The shop of one test file, closed after the file. The worker's first request compiles the whole server
 * bundle: `warmUp` names a page to request before the first test, with room for a busy machine, so no test
 * pays for it.
 */
export async function startFileShop(
  database: DatabaseHandle,
  { env, logger, warmUp }: { env?: Record<string, string>; logger?: Logger; warmUp?: string } = {},
): Promise<TestShop> {
  const shop = await startTestShop(database, env, { logger });
  afterAll(async () => {
    await shop.close();
  });
  if (warmUp)
    beforeAll(async () => {
      await fetch(`${shop.url}${warmUp}`, { redirect: "manual" }).then((response) => response.text());
    }, 120_000);
  return shop;
}
