// The Express app around React Router: the request pipeline every request goes through, from the page
// cache to React Router. Started by server/process/start.ts.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

import type { DatabaseHandle } from "~/db/client.server";
import { clientKey } from "~/lib/client-address";
import type { ShopContext } from "~/lib/context.server";
import { publicOrigin, type Config } from "~/lib/env.server";
import { redactUrl } from "~/lib/log-redaction";
import type { Logger } from "~/lib/logger.server";
import { configureRateLimits } from "~/lib/rate-limit.server";
import { EMAIL_IMAGE_PREFIX } from "~/modules/media/email-image";
import { keepSettingsInMemory } from "~/modules/settings/settings.server";

import { capConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS } from "./connection-cap";
import { drainListeners } from "./drain-listeners";
import { emailImagesHandler } from "./email-images";
import { refuseOddRequests } from "./odd-requests";
import { cacheOff, createPageCache, type PageCache } from "./page-cache-middleware";
import { precompressedAssets } from "./precompressed-assets";
import { indexOfBuild, pageRoutesOf } from "./route-index";
import { routerRequest, sendRouterResponse } from "./router-bridge";
import { secureSetCookies } from "./secure-cookies";
import { securityHeaders } from "./security-headers";
import { isAdminPath, storefrontManifest, storefrontManifestFile } from "./storefront-manifest";
import { uploadsHandler } from "./uploads";
import { wholePageCompression } from "./whole-page-compression";

export type ShopDeps = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  vite?: ViteDevServer;
  /** a React Router build to serve in production mode (tests load one through Vite) */
  build?: () => Promise<ServerBuild>;
};

export function createApp({ config, logger, database, vite, build: givenBuild }: ShopDeps) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // Rate limits on or off as the config says (the store itself is chosen by connectSharedState).
  configureRateLimits(config);
  // Every request reads the settings record: keep it in memory until a store change (ADR 070).
  keepSettingsInMemory(database.db);

  const build =
    givenBuild ??
    (vite
      ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : () => import("virtual:react-router/server-build") as Promise<ServerBuild>);
  const mode = vite ? "development" : "production";
  const loadContext = (req: express.Request, res: express.Response): ShopContext => ({
    db: database.db,
    config,
    logger: req.log ?? logger,
    clientIp: clientKey(req.ip, config.RATE_LIMIT_IPV6_PREFIX),
    cspNonce: res.locals.cspNonce,
  });

  // React Router re-derives its whole route table on EVERY request when handed a function (so a dev
  // server can swap builds). A production build never changes: the handlers get the module itself,
  // once, which saved CPU on every request in the checkout profile (ADR 003).
  const productionBuild = vite ? null : build();
  productionBuild?.catch(() => undefined); // reported by the first request, below
  // Storefront pages get a build whose manifest leaves the back office's routes out (storefront-manifest.ts).
  const handlers = productionBuild
    ? productionBuild.then((module) => {
        const storefront = storefrontManifest(module);
        return {
          fetch: createFetchHandler(module, mode),
          storefront: createFetchHandler(storefront.build, mode),
          manifestFile: storefrontManifestFile(storefront),
        };
      })
    : Promise.resolve({ fetch: createFetchHandler(build, mode), storefront: null, manifestFile: null });
  handlers.catch(() => undefined); // a failed import is reported by the first request that awaits it
  const fetchHandler: ReturnType<typeof createFetchHandler> = async (request, context) => {
    const { fetch, storefront } = await handlers;
    const handler = storefront && !isAdminPath(new URL(request.url).pathname) ? storefront : fetch;
    return handler(request, context);
  };

  // The page cache: hits are answered here, before anything else runs, so a hit costs no middleware and no SQL.
  const origin = publicOrigin(config);
  const pageCache =
    config.PAGE_CACHE === "on" && productionBuild
      ? createPageCache({
          maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
          routes: pageRoutesOf(productionBuild),
          // A stored page must not depend on who asked: no cookies, no nonce, a fixed origin (so a
          // forged Host header cannot poison it), and the whole document rendered before it is sent.
          // `url` is the page's cache key: the path and only the parameters the page reads.
          render: (req, res, url) =>
            fetchHandler(
              new Request(`${origin}${url}`, {
                method: "GET",
                headers: { accept: String(req.headers.accept ?? "text/html") },
              }),
              {
                ...loadContext(req, res),
                cspNonce: undefined,
                wholeDocument: true,
              },
            ),
        })
      : null;
  app.locals.pageCache = pageCache;
  // Resolves once the production build is loaded, so a server that listens after it caches from its first page.
  app.locals.buildLoaded = (productionBuild ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

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
        // Query values such as a password-reset token are redacted (app/lib/log-redaction.ts).
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // A response sent before its request body was read (a 405, a refused upload) closes the connection:
  // Node discards the unread rest of the body by resetting the socket, which a client that was told
  // "keep-alive" would reuse and see fail.
  // Over HTTPS (behind a trusted proxy, as it says), every cookie is Secure (secure-cookies.ts).
  app.use((req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!req.complete && !res.headersSent) res.setHeader("Connection", "close");
      if (req.secure && !res.headersSent) secureSetCookies(res);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  app.use(securityHeaders({ trustProxy: config.TRUST_PROXY !== false, dev: Boolean(vite) }));
  app.use(pageCache ? pageCache.serveMisses : cacheOff);
  // Methods fetch cannot carry and Host headers no URL can hold are refused here, not a 500 later.
  app.use(refuseOddRequests(config.TRUST_PROXY !== false));
  // React Router streams bodies without a Content-Length, so compression's size threshold never
  // applies and every small JSON answer paid for a zlib stream (a seventh of the checkout's CPU).
  // The JSON API's answers are a few hundred bytes: sent as they are.
  app.use(compression({ filter: (req, res) => !req.path.startsWith("/api/") && compression.filter(req, res) }));
  // A streamed body's waits for "drain" must not leave a listener each on compression's zlib stream.
  app.use(drainListeners);
  // Pages written all at once are compressed in one call before `compression` sees them (ADR 109).
  app.use(wholePageCompression);

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
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("database timeout")), 2000))),
      ]);
      res.json({ status: "ok", database: database.kind });
    } catch (err) {
      logger.error({ err }, "health check failed");
      res.status(503).json({ status: "unavailable", database: database.kind });
    } finally {
      // A load balancer probes every few seconds; a timer left behind per probe would outlive it by 2 s.
      clearTimeout(timer);
    }
  });

  // Uploaded media have content-hashed names, so they never change.
  app.use("/uploads", uploadsHandler(config, logger));
  // the JPEG renditions emails name for the shop's pictures
  app.use(EMAIL_IMAGE_PREFIX, emailImagesHandler(config, logger, vite ? "public" : "build/client"));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use(
      "/assets",
      (req, res, next) => {
        handlers.then((h) => (h.manifestFile ? h.manifestFile(req, res, next) : next()), next);
      },
      precompressedAssets("build/client/assets"),
      express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(["/images", "/videos"], (req, res, next) => {
      res.setHeader("Cache-Control", "public, max-age=604800");
      next();
    });
    // Only a path with a file extension can name a file here (favicon, icons, images, videos); a page's
    // path never does, so pages skip the file lookup (a stat per request) and go straight to the router.
    const clientFiles = express.static("build/client", { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[\w]+$/.test(req.path) ? clientFiles(req, res, next) : next()));
  }

  // React Router gets the request through router-bridge.ts, which reads the body under its route's limit
  // (@react-router/express reads it unbounded: ADR 310).
  const routeIndex = async () => indexOfBuild(await (productionBuild ?? build()));
  app.all("/{*splat}", (req, res, next) => {
    routeIndex()
      .then((index) => {
        const request = routerRequest(req, res, index.bodyRuleOf(req.path));
        if (!request) return;
        const context = { ...loadContext(req, res), routeId: index.routeIdOf(req.path) };
        return fetchHandler(request, context).then((response) => sendRouterResponse(res, response));
      })
      .catch(next);
  });

  // What Express itself refuses (a path with a broken %-escape, say) is a plain 4xx with a readable
  // message, anything else a logged 500 without details: never Express's HTML page with a stack trace.
  app.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(err);
    const declared = Number(
      (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode,
    );
    const status = declared >= 400 && declared < 600 ? declared : 500;
    if (status >= 500) (req.log ?? logger).error({ err }, "unexpected error");
    res
      .status(status)
      .type("text/plain")
      .send(
        status < 500
          ? "Bad request: the address or the request body could not be read."
          : "Something went wrong. Please try again.",
      );
  });
  return app;
}

/**
 * Node's request listener for the app: a page-cache hit is answered before Express sees the
 * request (ADR 070); everything else goes to the app.
 */
export function shopRequestListener(app: express.Express) {
  const pageCache = app.locals.pageCache as PageCache | null;
  if (!pageCache) return app;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!pageCache.serveHit(req, res)) app(req, res);
  };
}

/**
 * The headers of a request must arrive within HEADERS_TIMEOUT_MS and the whole request within
 * REQUEST_TIMEOUT_MS, checked every second rather than Node's default half minute. A body is also cut
 * off when it stops coming (request-bodies.ts), so the long request limit only serves a large upload
 * over a slow line (ADR 081).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * The shop's HTTP server around its request listener, with the timeouts above and, given `config`, the cap on
 * connections per client when no proxy stands in front (connection-cap.ts).
 */
export function createShopServer(
  listener: ReturnType<typeof shopRequestListener>,
  config?: Pick<Config, "TRUST_PROXY" | "RATE_LIMIT_IPV6_PREFIX">,
): Server {
  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    listener,
  );
  if (config && config.TRUST_PROXY === false)
    capConnectionsPerAddress(server, MAX_CONNECTIONS_PER_ADDRESS, config.RATE_LIMIT_IPV6_PREFIX);
  return server;
}
