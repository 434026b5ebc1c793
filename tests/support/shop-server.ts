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

let vite: ViteDevServer | undefined;

async function loadApp() {
  vite ??= await createViteServer({
    configFile: "vite.config.ts",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const { createApp, createShopServer, shopRequestListener } = (await vite.ssrLoadModule(
    "./server/http/app.ts",
  )) as typeof import("../../server/http/app");
  const build = () => vite!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { createApp, createShopServer, shopRequestListener, build };
}

export type TestShop = { url: string; port: number; close(): Promise<void> };

export async function startTestShop(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  { logger = createLogger("silent") }: { logger?: Logger } = {},
): Promise<TestShop> {
  const { createApp, createShopServer, shopRequestListener, build } = await loadApp();
  const config: Config = readConfig({
    NODE_ENV: "production",
    DATA_DIR: ".test-data/data",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1",
    ...env,
  });
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

/** Closes the Vite server the file's shops share. */
export async function closeTestShops() {
  await vite?.close();
  vite = undefined;
}

/**
 * The shop of one test file, closed (with the file's Vite server) after the file. The first request
 * compiles the whole server bundle: `warmUp` names a page to request before the first test, with room
 * for a busy machine, so no test pays for it.
 */
export async function startFileShop(
  database: DatabaseHandle,
  { env, logger, warmUp }: { env?: Record<string, string>; logger?: Logger; warmUp?: string } = {},
): Promise<TestShop> {
  const shop = await startTestShop(database, env, { logger });
  afterAll(async () => {
    await shop.close();
    await closeTestShops();
  });
  if (warmUp)
    beforeAll(async () => {
      await fetch(`${shop.url}${warmUp}`, { redirect: "manual" }).then((response) => response.text());
    }, 120_000);
  return shop;
}
