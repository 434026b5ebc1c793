import { describe, expect, it } from "vitest";
import { z } from "zod";

import { isUrlOrPath, poundsToPence, slugify, toSlugInput, wholeNumber } from "./schema-fields";

describe("slug typing", () => {
  it.each([
    ["My New Console!", "my-new-console-"],
    ["R36S_Ultra", "r36s-ultra"],
  ])("lowercases and turns every other character into a hyphen as you type: %s", (typed, slug) => {
    expect(toSlugInput(typed)).toBe(slug);
  });
  it.each([
    ["  R36S Retro Handheld!! ", "r36s-retro-handheld"],
    ["Café Edition", "cafe-edition"],
  ])("suggests a tidy slug from a name: %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("URLs", () => {
  it.each(["https://cdn.example.com/a.webp", "http://example.com/x", "/uploads/abc.webp", "/images/demo/hero.webp"])(
    "accepts absolute http(s) URLs and paths on this site: %s",
    (ok) => {
      expect(isUrlOrPath(ok)).toBe(true);
    },
  );
  it.each([
    "javascript:alert(1)",
    "//evil.example/x",
    "not a url",
    "data:image/png;base64,AAAA",
    "ftp://example.com/a",
    // browsers read a backslash after the leading slash as a second slash: another site
    "/\\evil.example",
    "/\\/evil.example",
    "/uploads\\..\\x",
  ])("refuses scripts, protocol-relative and malformed addresses: %s", (bad) => {
    expect(isUrlOrPath(bad)).toBe(false);
  });
});

describe("money and numbers", () => {
  const price = z.object({ price: poundsToPence("Price must be positive") });
  it("turns pounds typed or given into pence", () => {
    expect(price.parse({ price: "49.99" }).price).toBe(4999);
    expect(price.parse({ price: "£1,299.5" }).price).toBe(129950);
    expect(price.parse({ price: 12.3 }).price).toBe(1230);
    expect(price.parse({ price: "0" }).price).toBe(0);
  });
  it("refuses negative, blank and non-numeric prices with SPEC's message", () => {
    for (const bad of ["-1", "", "abc", "1.999", -5])
      expect(price.safeParse({ price: bad }).error?.issues[0].message).toBe("Price must be positive");
  });
  it("wants whole numbers within range", () => {
    const stock = z.object({ n: wholeNumber("Stock must be non-negative", { fallback: 0 }) });
    expect(stock.parse({ n: "" }).n).toBe(0);
    expect(stock.parse({ n: "7" }).n).toBe(7);
    for (const bad of ["-1", "1.5", "x"])
      expect(stock.safeParse({ n: bad }).error?.issues[0].message).toBe("Stock must be non-negative");
  });
});
