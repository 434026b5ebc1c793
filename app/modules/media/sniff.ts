// Recognises a file by its first bytes, never by its name or declared type.
export type SniffedType =
  { media: "image"; format: "png" | "jpeg" | "webp" | "gif" | "avif" } | { media: "video"; format: "mp4" | "webm" };

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

// ISO base media (ftyp box) brands: AVIF still images versus MP4-family video.
const AVIF_BRANDS = new Set(["avif", "avis"]);
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "dash",
  "M4V ",
  "M4VP",
  "f4v ",
  "mmp4",
  "MSNV",
  "NDAS",
]);

export function sniffMedia(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { media: "image", format: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { media: "image", format: "jpeg" };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return { media: "image", format: "webp" };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return { media: "image", format: "gif" };
  if (ascii(bytes, 4, "ftyp") && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (AVIF_BRANDS.has(brand)) return { media: "image", format: "avif" };
    if (MP4_BRANDS.has(brand)) return { media: "video", format: "mp4" };
    return null;
  }
  // EBML header; WebM says so in its DocType within the first bytes.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 64)));
    if (head.includes("webm")) return { media: "video", format: "webm" };
  }
  return null;
}
