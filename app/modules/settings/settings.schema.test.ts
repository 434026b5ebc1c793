import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME_COLORS, isSafeUrl, LOGO_MAX_BYTES, logoFileError } from "./settings.schema";

describe("settings editor rules", () => {
  it("checks a logo before upload: an image under 2MB", () => {
    expect(logoFileError({ type: "application/pdf", size: 1000 })).toBe("Please upload an image file.");
    expect(logoFileError({ type: "image/png", size: LOGO_MAX_BYTES })).toBe("Logo must be less than 2MB.");
    expect(logoFileError({ type: "image/webp", size: LOGO_MAX_BYTES - 1 })).toBeNull();
  });

  it("accepts site paths and http(s) URLs only", () => {
    expect(isSafeUrl("/uploads/logo.webp")).toBe(true);
    expect(isSafeUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isSafeUrl("//evil.example.com/a.png")).toBe(false);
    expect(isSafeUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeUrl("data:image/png;base64,AAAA")).toBe(false);
  });

  it("knows the same default colours as app.css", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    for (const [name, hsl] of Object.entries(DEFAULT_THEME_COLORS)) expect(css).toContain(`--${name}: ${hsl};`);
  });
});
