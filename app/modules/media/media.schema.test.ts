import { describe, expect, it } from "vitest";

import { MB } from "~/lib/bytes";

import { fitsUploadLimit, UPLOAD_RULES, uploadProblem } from "./media.schema";

const LOGO_MAX_BYTES = UPLOAD_RULES.logo.maxBytes;

describe("upload limits, one boundary for browser and server", () => {
  it("checks a logo before upload: an image under 2MB", () => {
    expect(uploadProblem("logo", { type: "application/pdf", size: 1000 })).toBe("Please upload an image file.");
    expect(uploadProblem("logo", { type: "image/png", size: LOGO_MAX_BYTES })).toBe("Logo must be less than 2MB.");
    expect(uploadProblem("logo", { type: "image/webp", size: LOGO_MAX_BYTES - 1 })).toBeNull();
  });

  it("refuses a file of exactly the limit everywhere, as 'less than' says", () => {
    expect(LOGO_MAX_BYTES).toBe(2 * MB);
    expect(fitsUploadLimit("product", 15 * MB - 1)).toBe(true);
    expect(fitsUploadLimit("product", 15 * MB)).toBe(false);
    expect(uploadProblem("product", { type: "image/jpeg", size: 15 * MB })).toBe("File must be less than 15MB.");
  });

  it("refuses the wrong kind of media but leaves an undeclared type to the server", () => {
    expect(uploadProblem("video", { type: "image/png", size: 10 })).toBe("Please upload a video file (MP4 or WebM).");
    expect(uploadProblem("product", { type: "", size: 10 })).toBeNull();
  });
});
