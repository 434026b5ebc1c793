// Security headers for every answer: a CSP whose script nonce is made per request (the page cache
// stores pages without one), and helmet's other headers.
import { randomBytes } from "node:crypto";

import express from "express";
import helmet from "helmet";

export function securityHeaders({ trustProxy, dev }: { trustProxy: boolean; dev: boolean }) {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  router.use(
    helmet({
      contentSecurityPolicy: dev
        ? false // Vite's dev client injects inline scripts and a websocket
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
                "https://js.stripe.com",
              ],
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
      strictTransportSecurity: trustProxy,
      crossOriginEmbedderPolicy: false,
    }),
  );
  return router;
}
