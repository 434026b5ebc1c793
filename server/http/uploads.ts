// /uploads/NAME: files from DATA_DIR/uploads, or read from the bucket when uploads live in S3 and
// no public bucket URL is set (docs/decisions/050). Names are content hashes, so never change.
import path from "node:path";

import express, { type RequestHandler } from "express";

import type { Config } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { mediaStorage } from "~/modules/media/media-storage.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

export function uploadsHandler(config: Config, logger: Logger): RequestHandler {
  if (!config.S3_BUCKET) {
    return express.static(path.resolve(config.DATA_DIR, "uploads"), { immutable: true, maxAge: "1y", index: false });
  }
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const stored = await mediaStorage(config).get(req.path.replace(/^\//, ""));
      if (!stored) return next();
      res.setHeader("Cache-Control", IMMUTABLE);
      res.type(stored.contentType).send(Buffer.from(stored.bytes));
    } catch (err) {
      logger.error({ err }, "could not read an upload from the bucket");
      res.status(503).type("text/plain").send("This file cannot be loaded right now. Please try again shortly.");
    }
  };
}
