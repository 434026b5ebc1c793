// Recognises a file by its first bytes (file-type), never by its name or declared type; only the formats the
// shop stores are let through.
export type SniffedType =
  { media: "image"; format: "png" | "jpeg" | "webp" | "gif" | "avif" } | { media: "video"; format: "mp4" | "webm" };

type ImageFormat = Extract<SniffedType, { media: "image" }>["format"];
type VideoFormat = Extract<SniffedType, { media: "video" }>["format"];
// file-type's name for each format the shop stores (an M4V is an MP4 by another brand)
const IMAGES: Record<string, ImageFormat> = {
  png: "png",
  jpg: "jpeg",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};
const VIDEOS: Record<string, VideoFormat> = { mp4: "mp4", m4v: "mp4", webm: "webm" };

export async function sniffMedia(bytes: Uint8Array): Promise<SniffedType | null> {
  // loaded on the first upload, not at start-up: a process that never takes an upload never holds it in memory
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext && found.ext in IMAGES) return { media: "image", format: IMAGES[found.ext] };
  if (found?.ext && found.ext in VIDEOS) return { media: "video", format: VIDEOS[found.ext] };
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
