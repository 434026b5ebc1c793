// The browser build's scripts, stylesheets and SVGs, sent as the brotli or gzip copies the build wrote
// beside them (scripts/precompress-assets.ts, ADR 109). Without them `compression` compressed every
// asset on every request, a large CPU cost per request (docs/performance.md), at brotli quality 4 and
// gzip level 6, where the build's copies are smaller (quality 11, level 9).
import fs from "node:fs";
import path from "node:path";

import type { NextFunction, Request, Response } from "express";

import { negotiateEncoding } from "./page-cache";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Middleware for a folder of hashed, immutable build assets: answers a GET or HEAD for a file that has
 * a compressed copy in the encoding the browser prefers; anything else goes on to express.static.
 */
export function precompressedAssets(folder: string) {
  const root = path.resolve(folder);
  // The build writes the folder once; a listing read at start-up saves a stat per request.
  const copies = new Set(fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /\.(br|gz)$/.test(name)) : []);
  const hasCopies = (name: string) => copies.has(`${name}${SUFFIX.br}`) || copies.has(`${name}${SUFFIX.gzip}`);

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !hasCopies(name)) return next();
    res.vary("Accept-Encoding"); // the same address answers differently by encoding, for caches too
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity" || !copies.has(`${name}${SUFFIX[encoding]}`)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.type(path.extname(name)); // the original's type: `send` keeps a Content-Type already set
    res.sendFile(`${name}${SUFFIX[encoding]}`, { root, immutable: true, maxAge: "1y", dotfiles: "deny" }, (err) => {
      if (err) next(err);
    });
  };
}
