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

const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];

/**
 * An MP4 is a chain of boxes (size, type) that covers the file exactly, starting with `ftyp` and holding
 * the `moov` box that describes its tracks: a header glued to anything else is not a video.
 */
function wholeMp4(bytes: Uint8Array): boolean {
  const types: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (bytes.length - at < 8) return false;
    let size = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (size === 1) {
      if (bytes.length - at < 16) return false;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
      if (size < 16) return false;
    } else if (size === 0)
      size = bytes.length - at; // the last box runs to the end of the file
    else if (size < 8) return false;
    if (size > bytes.length - at) return false;
    types.push(type);
    at += size;
  }
  return types[0] === "ftyp" && types.includes("moov");
}

/** An EBML variable-length number at `at`: its length in bytes and value (all ones: unknown size). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { length, value: allOnes && !keepMarker ? -1 : value };
}

const SEGMENT_ID = 0x18538067;

/**
 * A WebM is an EBML header that fits in the file, followed by one Segment that fits too
 * (or is still being written).
 */
function wholeWebm(bytes: Uint8Array): boolean {
  const headerSize = vint(bytes, 4, false);
  if (!headerSize || headerSize.value < 0) return false;
  const segmentAt = 4 + headerSize.length + headerSize.value;
  const id = vint(bytes, segmentAt, true);
  if (!id || id.value !== SEGMENT_ID) return false;
  const size = vint(bytes, segmentAt + id.length, false);
  if (!size) return false;
  const body = segmentAt + id.length + size.length;
  return size.value < 0 ? bytes.length > body : body + size.value <= bytes.length && size.value > 0;
}

/** Whether a sniffed video's container holds together from its first byte to its last. */
export function videoIsWhole(bytes: Uint8Array, format: "mp4" | "webm"): boolean {
  return format === "mp4" ? wholeMp4(bytes) : wholeWebm(bytes);
}
