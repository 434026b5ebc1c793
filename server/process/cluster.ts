// `WORKERS=N`: the primary prepares the database once (migrations, demo seed), forks N workers that
// share the port, relays what they must share when there is no Redis (rate-limit counts, store
// changes), replaces a worker that dies, and stops them all on SIGTERM/SIGINT (docs/decisions/085).
import cluster, { type Worker } from "node:cluster";

import { openDatabase } from "~/db/client.server";
import { readConfig, workerCount } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { withSigningSecret } from "~/lib/signing-secret.server";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { clusterRateLimitPrimary } from "../http/rate-limit-stores";
import { Rpc } from "./ipc";
import { startBarrier } from "./start-barrier";
import { primaryBusHandler } from "./store-bus";

type StartShop = (options?: { worker?: boolean }) => Promise<unknown>;

/** `npm start` / `npm run serve` (through start.ts's runShop): one process, or a primary and its workers. */
export async function runCluster(startShop: StartShop) {
  if (cluster.isWorker) return startShop({ worker: true });
  // Several processes on PostgreSQL need SESSION_SECRET (withSigningSecret refuses to start without it), which
  // the workers inherit, so a link or cookie signed by one is accepted by another.
  const config = withSigningSecret(readConfig());
  const count = workerCount(config);
  if (count === 1) return startShop();

  const logger = createLogger(config.LOG_LEVEL).child({ role: "primary" });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    if (config.SEED_DEMO && (await seedIfEmpty(database.db)))
      logger.info("seeded the demo catalogue into the empty database");
  } finally {
    await database.close();
  }

  clusterRateLimitPrimary();
  const peers = new Map<number, { id: number; rpc: Rpc }>();
  const relay = primaryBusHandler(() => [...peers.values()], logger);
  let stopping = false;
  const recentDeaths: number[] = [];
  const barrier = startBarrier(count);

  const fork = () => {
    const worker: Worker = cluster.fork();
    peers.set(worker.id, { id: worker.id, rpc: new Rpc(worker, { "bus.publish": relay(worker.id) }) });
    worker.on("message", (message) => barrier.message(worker, message));
    worker.on("exit", (code, signal) => {
      barrier.exited(worker);
      peers.get(worker.id)?.rpc.close();
      peers.delete(worker.id);
      if (stopping) return;
      logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
      // A worker that cannot start (a bad config, the database refusing) would be restarted forever.
      const now = Date.now();
      recentDeaths.push(now);
      while (recentDeaths.length && recentDeaths[0] < now - 30_000) recentDeaths.shift();
      if (recentDeaths.length > count * 3) {
        logger.fatal("workers keep dying; stopping the shop");
        process.exit(1);
      }
      fork();
    });
  };
  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count, port: config.PORT }, `started ${count} workers`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the workers");
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    let left = alive.length;
    if (!left) process.exit(0);
    for (const worker of alive) {
      worker.once("exit", () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill("SIGTERM"); // a terminal's Ctrl-C reaches the workers too; SIGTERM twice is harmless
    }
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
