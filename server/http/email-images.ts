// /email-images/(images|uploads)/NAME.jpg: the JPEG rendition an email names for one of the shop's
// pictures (app/modules/media/email-image.ts), made on first request from the stored file and kept in
// DATA_DIR/email-images; served cross-origin readable (security-headers.ts), so a mail client showing
// the email in a browser loads it.
import fs from "node:fs/promises";
import path from "node:path";

import type { RequestHandler } from "express";

import type { Config } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { emailImageSource } from "~/modules/media/email-image";
import { emailRendition } from "~/modules/media/email-rendition.server";
import { mediaStorage } from "~/modules/media/media-storage.server";

const SOURCE_EXTENSIONS = ["webp", "png", "jpg", "jpeg", "avif", "gif"];
const CACHE = "public, max-age=604800";

/** `publicDir`: where /images is served from (build/client in production, public with Vite). */
export function emailImagesHandler(config: Config, logger: Logger, publicDir: string): RequestHandler {
  const kept = path.resolve(config.DATA_DIR, "email-images");
  const readSource = async (folder: "images" | "uploads", stem: string): Promise<Uint8Array | null> => {
    for (const ext of SOURCE_EXTENSIONS) {
      if (folder === "uploads") {
        const stored = await mediaStorage(config).get(`${stem}.${ext}`);
        if (stored) return stored.bytes;
        continue;
      }
      const bytes = await fs.readFile(path.resolve(publicDir, "images", `${stem}.${ext}`)).catch(() => null);
      if (bytes) return bytes;
    }
    return null;
  };
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const source = emailImageSource(req.path);
    if (!source) return next();
    const file = path.join(kept, `${source.folder}--${source.stem.replaceAll("/", "--")}.jpg`);
    try {
      let jpeg: Uint8Array | null = await fs.readFile(file).catch(() => null);
      if (!jpeg) {
        const original = await readSource(source.folder, source.stem);
        if (!original) return next();
        jpeg = await emailRendition(original);
        await fs.mkdir(kept, { recursive: true });
        await fs.writeFile(file, jpeg);
      }
      res.setHeader("Cache-Control", CACHE);
      res.type("image/jpeg").send(Buffer.from(jpeg));
    } catch (err) {
      logger.error({ err, path: req.path }, "could not make an email image");
      res.status(503).type("text/plain").send("This picture cannot be loaded right now. Please try again shortly.");
    }
  };
}
