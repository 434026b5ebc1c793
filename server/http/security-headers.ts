// Security headers for every answer: a CSP whose script nonce is made per request (the page cache
// stores pages without one), helmet's other headers, and a Permissions-Policy.
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
  // Powerful browser features, per document (docs/decisions/073): the storefront may take a payment through
  // Stripe (its Payment Element offers wallets) on any page, since the checkout is often reached by a
  // client-side navigation that keeps the first page's policy; only the back office may use the microphone
  // (the assistant's voice input). Admin answers are never stored by a browser or a proxy.
  router.use((req, res, next) => {
    // pictures a mail client may load from inside another site (webmail) are readable cross-origin
    if (EMAIL_LOADED.test(req.path)) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    const admin = ADMIN_PATH.test(req.path);
    res.setHeader("Permissions-Policy", admin ? ADMIN_PERMISSIONS : STOREFRONT_PERMISSIONS);
    if (admin) noStoreAlways(res);
    next();
  });
  return router;
}

const ADMIN_PATH = /^\/(?:admin|api\/admin)(?:[/.]|$)/;
/** The image paths emails name: their renditions, and the shop's images and uploads (a logo, say). */
const EMAIL_LOADED = /^\/(?:email-images|images|uploads)\//;
export const STOREFRONT_PERMISSIONS =
  'camera=(), geolocation=(), microphone=(), payment=(self "https://js.stripe.com")';
export const ADMIN_PERMISSIONS = "camera=(), geolocation=(), microphone=(self), payment=()";

/** Cache-Control: no-store on the answer, whatever the route set before its headers are written. */
function noStoreAlways(res: express.Response) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) this.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
