import { z } from "zod";

import { MB } from "~/lib/bytes";

// What the upload endpoint accepts, safe for the browser too (the form checks size before sending).
export const UPLOAD_KINDS = [
  "product",
  "gallery",
  "variant",
  "addon",
  "review",
  "logo",
  "assistant",
  "video",
  "thumbnail",
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Per kind: which media it takes, the WebP conversion (SPEC §9) and the largest file accepted. */
export const UPLOAD_RULES: Record<
  UploadKind,
  { accepts: readonly ("image" | "video")[]; maxDimension: number; quality: number; maxBytes: number }
> = {
  product: { accepts: ["image"], maxDimension: 1920, quality: 90, maxBytes: 15 * MB },
  gallery: { accepts: ["image"], maxDimension: 1920, quality: 85, maxBytes: 15 * MB },
  variant: { accepts: ["image"], maxDimension: 800, quality: 85, maxBytes: 15 * MB },
  review: { accepts: ["image"], maxDimension: 800, quality: 85, maxBytes: 15 * MB },
  addon: { accepts: ["image"], maxDimension: 1920, quality: 90, maxBytes: 15 * MB },
  logo: { accepts: ["image"], maxDimension: 1920, quality: 90, maxBytes: 2 * MB },
  assistant: { accepts: ["image", "video"], maxDimension: 1920, quality: 90, maxBytes: 100 * MB },
  video: { accepts: ["video"], maxDimension: 1920, quality: 90, maxBytes: 100 * MB },
  // a video's poster image: SPEC §9's default
  thumbnail: { accepts: ["image"], maxDimension: 1920, quality: 90, maxBytes: 15 * MB },
};

/** The largest request body the endpoint reads at all (the biggest file plus multipart overhead). */
export const MAX_UPLOAD_REQUEST_BYTES = 100 * MB + 64 * 1024;

export const UploadKindSchema = z.enum(UPLOAD_KINDS, { error: "Unknown upload kind." });

/** The one size boundary, for the browser, the endpoint and the store: "less than" the kind's limit. */
export function fitsUploadLimit(kind: UploadKind, bytes: number): boolean {
  return bytes < UPLOAD_RULES[kind].maxBytes;
}

/**
 * What the browser can tell before sending: too big, or a declared type of the wrong media (an empty
 * type passes; the server recognises files by their bytes). Null when the file may go.
 */
export function uploadProblem(kind: UploadKind, file: { type: string; size: number }): string | null {
  const media = file.type.split("/")[0];
  if (file.type && !UPLOAD_RULES[kind].accepts.some((accepted) => accepted === media)) return wrongTypeMessage(kind);
  return fitsUploadLimit(kind, file.size) ? null : tooLargeMessage(kind);
}

export function tooLargeMessage(kind: UploadKind): string {
  const { maxBytes } = UPLOAD_RULES[kind];
  if (kind === "logo") return "Logo must be less than 2MB.";
  return `File must be less than ${Math.round(maxBytes / MB)}MB.`;
}

export function wrongTypeMessage(kind: UploadKind): string {
  const { accepts } = UPLOAD_RULES[kind];
  if (kind === "logo") return "Please upload an image file.";
  if (accepts.includes("image") && accepts.includes("video"))
    return "Please upload an image (PNG, JPEG, WebP, GIF, AVIF) or a video (MP4, WebM).";
  if (accepts.includes("video")) return "Please upload a video file (MP4 or WebM).";
  return "Please upload an image file (PNG, JPEG, WebP, GIF or AVIF).";
}

/** The endpoint's answer. Videos have no size we measure, so width and height are null. */
export type UploadResult = { url: string; width: number | null; height: number | null };
