// The shop's start-up and graceful stop: reads the config, opens the database, connects what the
// processes share, serves the Express app (server/http/app.ts) and stops cleanly on SIGTERM/SIGINT.
import type { Server } from "node:http";

import type { ViteDevServer } from "vite";

import { openDatabase } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";
import { cookieSecret } from "~/lib/flash.server";
import { createLogger } from "~/lib/logger.server";
import { closeMail, settleMail } from "~/lib/mailer.server";
import { withSigningSecret } from "~/lib/signing-secret.server";
import { notifyStoreChanged, onStoreChanged, type StoreScope } from "~/lib/store-events.server";
import { removeUnconfirmedBackInStock } from "~/modules/alerts/back-in-stock-confirm.server";
import { queueBackInStockEmails } from "~/modules/alerts/back-in-stock.server";
import { queueLowStockEmails } from "~/modules/alerts/low-stock.server";
import { removeStaleBaskets } from "~/modules/cart/basket.server";
import { refreshRecentSales } from "~/modules/catalog/recent-sales.server";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";
import { startOutboxSender } from "~/modules/email/sender.server";
import { reconcileCheckouts } from "~/modules/orders/reconciliation.server";
import { resumeStalledRefunds } from "~/modules/orders/refunds.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { startSaleTicker } from "~/modules/promotions/sale-ticker.server";
import { queueDueReviewRequests } from "~/modules/reviews/review-requests.server";
import { removeUnconfirmedSubscribers } from "~/modules/subscribers/subscribers.server";

import { createApp, createShopServer, shopRequestListener } from "../http/app";
import { serveControlSocket } from "../ops/control-socket";
import { runCluster } from "./cluster";
import { listenError } from "./listen-error";
import { connectSharedState } from "./shared-state";
import { peersReady } from "./start-barrier";

/** How long a stopping server lets requests in flight finish before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Reads the config, opens (migrates, seeds) the database, serves, and closes cleanly on SIGTERM/SIGINT.
 * A cluster worker (`worker`) finds the database already prepared by its primary (server/process/cluster.ts).
 */
export async function startShop({ vite, worker = false }: { vite?: ViteDevServer; worker?: boolean } = {}) {
  const config = withSigningSecret(readConfig());
  const logger = createLogger(config.LOG_LEVEL);
  const startedAt = Date.now();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    migrate: !worker,
    onConnectionError: (err) => logger.error({ err }, "PostgreSQL connection lost; the pool will reconnect"),
  });
  // Other processes' changes reach this one's page cache and settings record through the one seam
  // (origin "remote", so they are not sent back out); this process's own changes are sent to the
  // others, and notifyStoreChanged waits for them to confirm (ADR 085).
  const shared = await connectSharedState(config, logger, (scope) => notifyStoreChanged(scope as StoreScope, "remote"));
  const stopBroadcasting = onStoreChanged((change) =>
    change.origin === "local" ? shared.bus.publish(change.scope) : undefined,
  );
  if (config.SEED_DEMO && !worker) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded) logger.info("seeded the demo catalogue into the empty database");
  }
  const control = await serveControlSocket(config.DATA_DIR, database, logger);
  const app = createApp({ config, logger, database, vite });
  // the page cache knows which pages it may store from the build's routes: listen once they are read
  await app.locals.buildLoaded;
  // a cluster's workers open the port together, so the connections made at start are shared between them
  if (worker) await peersReady();
  const server: Server = await new Promise((resolve, reject) => {
    const s = createShopServer(shopRequestListener(app), config);
    s.once("error", (err: NodeJS.ErrnoException) => reject(listenError(err, config.PORT, config.HOST)));
    s.listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info(
    { port, database: database.kind, startupMs: Date.now() - startedAt },
    `shop listening on http://localhost:${port}`,
  );
  // Delivers queued emails (order confirmations, shipping, cancellations, refunds) with retries.
  // Review requests fall due days after shipping, and back-in-stock emails when a product's stock is
  // back, whatever put it back; the shop's low-stock email when variants cross their alert, whatever
  // took them there: each pass first queues those that are due (docs/decisions/245, 280).
  const outbox = startOutboxSender(database.db, { config, logger }, undefined, async () => {
    await queueDueReviewRequests(database.db, { secret: cookieSecret(config) });
    await queueBackInStockEmails(database.db, { secret: cookieSecret(config) });
    await queueLowStockEmails(database.db);
  });

  // Payments that succeeded while no order was written (a crash, a shopper who never came back) get
  // their order now, in the background (ADR 020).
  let closing = false;
  const provider = getPaymentProvider(database.db, config);
  const reconciling = reconcileCheckouts(database.db, { provider, config, logger }, { shouldStop: () => closing })
    .then((report) => logger.info(report, "checkout reconciliation finished"))
    .catch((err) => logger.error({ err }, "checkout reconciliation failed; the next start retries"))
    .then(() => resumeStalledRefunds(database.db, { provider, logger }, { shouldStop: () => closing }))
    .then((report) => report.resumed > 0 && logger.warn(report, "resumed refunds a stop had left pending"))
    .catch((err) => logger.error({ err }, "resuming pending refunds failed; the next start retries"));

  // Every hour (and now), each process may remove (the deletes are idempotent): baskets untouched for 30 days, or
  // for a day without reaching checkout; mailing-list and back-in-stock sign-ups never confirmed within their
  // link's lifetime. So each outlives its time by an hour at most.
  const hourlySweeps = {
    "stale baskets": removeStaleBaskets,
    "unconfirmed mailing-list sign-ups": removeUnconfirmedSubscribers,
    "unconfirmed back-in-stock requests": removeUnconfirmedBackInStock,
  } satisfies Record<string, (db: typeof database.db) => Promise<number>>;
  const removals = () =>
    Promise.all(
      Object.entries(hourlySweeps).map(([what, sweep]) =>
        sweep(database.db)
          .then((removed) => removed > 0 && logger.info({ removed }, `removed ${what}`))
          .catch((err) => logger.error({ err }, `removing ${what} failed; the next sweep retries`)),
      ),
    );
  // and the kept "sold in the last 30 days" of the best-selling sort moves on to a new day
  const runHourlySweeps = () =>
    Promise.all([
      removals(),
      refreshRecentSales(database.db)
        .then((moved) => moved > 0 && logger.info("moved the recent sales' window on to today"))
        .catch((err) => logger.error({ err }, "moving the recent sales' window on failed; the next sweep retries")),
    ]);
  void runHourlySweeps();
  const hourlySweep = setInterval(() => void runHourlySweeps(), 60 * 60 * 1000).unref();

  // Scheduled sales start and end on time in whichever process ticks first (ADR 225).
  const saleTicker = startSaleTicker(database.db, logger, { everyMs: config.SALE_TICK_MS });

  // Graceful stop: no new connections, requests in flight finish (for at most SHUTDOWN_GRACE_MS),
  // then the database closes and the process exits 0.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing the requests in flight");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A kept-alive connection becomes idle once its request is answered: close those as they appear.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      logger.warn("requests still running after the grace period: closing their connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await closed;
    clearInterval(sweep);
    clearTimeout(deadline);
    clearInterval(hourlySweep);
    saleTicker.stop();
    await reconciling;
    await settleMail(5_000);
    await outbox.stop();
    closeMail(); // after the last email: the pooled SMTP connections are closed
    stopBroadcasting();
    await shared.close();
    await control.close();
    await database.close();
    logger.info("stopped");
    logger.flush?.();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return { server, port, database, config, logger, shared, reconciling };
}

/** What `npm start` and `npm run serve` call: WORKERS processes of startShop (server/process/cluster.ts). */
export const runShop = () => runCluster(startShop);
