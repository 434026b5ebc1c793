// A Unix socket in DATA_DIR that only the shop's own user can open (mode 0600): how `npm run backup`
// gets a consistent copy of the embedded database from the running shop, which holds it open
// (docs/decisions/088). It is not on any TCP port, so no proxy or visitor can reach it.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import type { DatabaseHandle } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";

export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, "control.sock");

export async function serveControlSocket(dataDir: string, database: DatabaseHandle, logger: Logger) {
  const dump = database.dump;
  if (!dump) return { close: async () => {} };
  const socketPath = controlSocketPath(dataDir);
  const server = http.createServer(async (req, res) => {
    if (req.method !== "GET" || req.url !== "/database.tar.gz") {
      res.writeHead(404).end();
      return;
    }
    try {
      const started = Date.now();
      const blob = await dump();
      res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": blob.size });
      res.end(Buffer.from(await blob.arrayBuffer()));
      logger.info({ bytes: blob.size, ms: Date.now() - started }, "database copy taken for a backup");
    } catch (err) {
      logger.error({ err }, "could not copy the database for a backup");
      res.writeHead(500, { "Content-Type": "text/plain" }).end((err as Error).message);
    }
  });
  fs.rmSync(socketPath, { force: true }); // left by a process that was killed; the folder lock says we own it now
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}
