import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { SPRITE_ICON_NAMES } from "./sprite-icon-names";

// SpriteIcon accepts any name in SPRITE_ICON_NAMES, but the browser draws only what the sprite file
// holds: a name added without running scripts/make-icon-sprite.ts would be an empty square.
describe("the icon sprite", () => {
  it("holds a drawing for every icon name the pages may use, and nothing else", () => {
    const sprite = fs.readFileSync(path.join(import.meta.dirname, "icon-sprite.svg"), "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id).sort()).toEqual([...SPRITE_ICON_NAMES].sort());
    for (const [, id, drawing] of symbols) expect(drawing, id).toMatch(/<(path|circle|rect|line|polyline)\b/);
  });
});
