// The Express server around React Router. This file is the SSR bundle's entry (vite.config.ts), so
// the server, the database handle and the routes share one module graph.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed.server";
import type { ShopContext } from "~/lib/context";
import { readConfig, type Config } from "~/lib/env.server";
import { createLogger, type Logger } from "~/lib/logger.server";

export type ShopDeps = { config: Config; logger: Logger; database: DatabaseHandle; vite?: ViteDevServer };

export function createApp({ config, logger, database, vite }: ShopDeps) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      autoLogging: { ignore: (req) => /^\/(assets|images|videos|uploads)\//.test(req.url ?? "") },
      // Method, path and status are enough; headers (cookies, signatures) stay out of the logs.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: vite
        ? false // Vite's dev client injects inline scripts and a websocket
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`, "https://js.stripe.com"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:", "https:"],
              mediaSrc: ["'self'", "blob:", "https:"],
              connectSrc: ["'self'", "https://api.stripe.com"],
              frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
              upgradeInsecureRequests: null,
            },
          },
      // Not helmet's "no-referrer": with it, browsers send `Origin: null` on plain form posts, which
      // React Router's CSRF check refuses, so forms would fail without JavaScript.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: config.TRUST_PROXY,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  // A NUL character is never part of a real address, and PostgreSQL refuses it in text: answer 400
  // here rather than a 500 from whichever loader passes it to the database.
  app.use((req, res, next) => {
    if (/%00/i.test(req.originalUrl)) {
      res.status(400).type("text/plain").send("Bad request: the address contains an unsupported character.");
      return;
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), 2000)),
      ]);
      res.json({ status: "ok", database: database.kind });
    } catch (err) {
      logger.error({ err }, "health check failed");
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });

  // Uploaded media have content-hashed names, so they never change.
  app.use("/uploads", express.static(path.resolve(config.DATA_DIR, "uploads"), { immutable: true, maxAge: "1y", index: false }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    app.use(["/images", "/videos"], (req, res, next) => {
      res.setHeader("Cache-Control", "public, max-age=604800");
      next();
    });
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
  }

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res): ShopContext & { cspNonce: string } => ({
        db: database.db,
        config,
        logger: req.log ?? logger,
        clientIp: req.ip ?? "unknown",
        cspNonce: res.locals.cspNonce,
      }),
    }),
  );
  return app;
}

/** Reads the config, opens (migrates, seeds) the database, serves, and closes cleanly on SIGTERM/SIGINT. */
export async function startShop({ vite }: { vite?: ViteDevServer } = {}) {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const startedAt = Date.now();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (err) => logger.error({ err }, "PostgreSQL connection lost; the pool will reconnect"),
  });
  if (config.SEED_DEMO) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded) logger.info("seeded the demo catalogue into the empty database");
  }
  const app = createApp({ config, logger, database, vite });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, database: database.kind, startupMs: Date.now() - startedAt }, `shop listening on http://localhost:${port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    logger.flush?.();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return { server, port, database, config, logger };
}
