import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { isUrlOrPath } from "~/lib/schema-fields";

import { DEFAULT_THEME_COLORS } from "./settings.schema";

describe("settings editor rules", () => {
  it("accepts site paths and http(s) URLs only", () => {
    expect(isUrlOrPath("/uploads/logo.webp")).toBe(true);
    expect(isUrlOrPath("https://cdn.example.com/a.png")).toBe(true);
    expect(isUrlOrPath("//evil.example.com/a.png")).toBe(false);
    expect(isUrlOrPath("javascript:alert(1)")).toBe(false);
    expect(isUrlOrPath("data:image/png;base64,AAAA")).toBe(false);
  });

  it("knows the same default colours as app.css", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    for (const [name, hsl] of Object.entries(DEFAULT_THEME_COLORS)) expect(css).toContain(`--${name}: ${hsl};`);
  });
});
