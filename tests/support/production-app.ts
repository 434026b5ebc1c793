// The production bundle's Express app (build/server/index.js, exactly what `npm start` serves),
// listening on a free port in this process over a database the test opened, so the test can look
// straight into the tables it writes.
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";

import pino from "pino";

import type { DatabaseHandle } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";

import { serverEntry } from "../../scripts/build-state.mjs";

type ProductionModule = typeof import("../../server/entry");

export type ServedApp = { url: string; errorLogs: string[]; close(): Promise<void> };

export async function serveProductionApp(database: DatabaseHandle, env: Record<string, string>): Promise<ServedApp> {
  const { createApp, createShopServer, shopRequestListener } = (await import(
    /* @vite-ignore */ serverEntry
  )) as ProductionModule;
  const config = readConfig({ NODE_ENV: "production", LOG_LEVEL: "error", ...env });
  // Errors the app logs (an "unexpected error" is what becomes a 500) are kept for the test to read.
  const errorLogs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      errorLogs.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: "error" }, sink);
  const app = createApp({ config, logger, database });
  // as startShop serves it: the page cache in front of Express, the same timeouts
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = createShopServer(shopRequestListener(app)).listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    errorLogs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
