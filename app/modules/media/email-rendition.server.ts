// A JPEG rendition of one of the shop's images for email (see email-image.ts), made by sharp: upright,
// no larger than an email shows it at twice its size, on white (a mail client shows no transparency the
// same way twice), without metadata.
import type { Sharp } from "sharp";

/** Big enough for the widest picture an email shows (the logo, 40 px high; a line's, 56 px) on a 2x screen. */
const EMAIL_IMAGE_BOX = 240;

let loaded: Promise<(input: Uint8Array) => Sharp> | undefined;
// loaded on the first rendition asked for, as uploads load it (media.server.ts): a shop that sends no
// email with pictures never pays its memory
const loadSharp = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return (input: Uint8Array) => sharp(input, { failOn: "truncated", limitInputPixels: 50_000_000 });
  }));

export async function emailRendition(bytes: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes)
    .rotate()
    .resize({ width: EMAIL_IMAGE_BOX, height: EMAIL_IMAGE_BOX, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
