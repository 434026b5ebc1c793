import { createHash } from "node:crypto";

import type { OutputInfo, Sharp, SharpOptions } from "sharp";

import { DomainError } from "~/lib/errors";
import { RESPONSIVE_WIDTHS } from "~/lib/images";

import {
  fitsUploadLimit,
  tooLargeMessage,
  UPLOAD_RULES,
  wrongTypeMessage,
  type UploadKind,
  type UploadResult,
} from "./media.schema";
import { sniffMedia, videoIsWhole } from "./sniff";
import type { MediaStorage } from "./storage.server";

// Refuse decompression bombs: no upload may decode to more than 50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * sharp (libvips) on first upload, not at start: a storefront process never pays its memory. No
 * operation cache (uploads are never decoded twice) and one libvips thread per image, so an upload
 * cannot grow the server's memory much or take both cores from the shoppers.
 */
let loaded: Promise<(input?: Uint8Array | Buffer, options?: SharpOptions) => Sharp> | undefined;
function loadSharp() {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

const hashName = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * Stores one uploaded file. Trusts only its bytes: images (PNG, JPEG, WebP, GIF, AVIF) are decoded,
 * turned upright, shrunk to the kind's maximum, re-encoded as WebP without any metadata (EXIF, GPS)
 * and written with -400w/-800w/-1200w widths for srcset; videos (MP4, WebM) are stored as they are.
 */
export async function storeUpload(
  storage: MediaStorage,
  input: { kind: UploadKind; bytes: Uint8Array },
): Promise<UploadResult> {
  const { kind, bytes } = input;
  const rules = UPLOAD_RULES[kind];
  if (bytes.byteLength === 0) throw new DomainError("invalid_input", "The file is empty.");
  if (!fitsUploadLimit(kind, bytes.byteLength)) throw new DomainError("invalid_input", tooLargeMessage(kind));
  const sniffed = await sniffMedia(bytes);
  if (!sniffed || !rules.accepts.includes(sniffed.media))
    throw new DomainError("invalid_input", wrongTypeMessage(kind));

  if (sniffed.media === "video") {
    // stored as uploaded, so the container must hold together, not only begin like a video
    if (!videoIsWhole(bytes, sniffed.format))
      throw new DomainError(
        "invalid_input",
        "This video file is damaged or incomplete. Please upload a whole MP4 or WebM file.",
      );
    const name = `${hashName(bytes)}.${sniffed.format}`;
    const url = await storage.put(name, bytes, `video/${sniffed.format}`);
    return { url, width: null, height: null };
  }

  const sharp = await loadSharp();
  let main: { data: Buffer; info: OutputInfo };
  try {
    main = await sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: rules.maxDimension, height: rules.maxDimension, fit: "inside", withoutEnlargement: true })
      .webp({ quality: rules.quality })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError("invalid_input", "The image could not be read. It may be damaged or incomplete.");
  }
  const base = hashName(main.data);
  const url = await storage.put(`${base}.webp`, main.data, "image/webp");
  for (const width of RESPONSIVE_WIDTHS) {
    const smaller = await sharp(main.data)
      .resize({ width: Math.min(width, main.info.width), withoutEnlargement: true })
      .webp({ quality: rules.quality })
      .toBuffer();
    await storage.put(`${base}-${width}w.webp`, smaller, "image/webp");
  }
  return { url, width: main.info.width, height: main.info.height };
}
