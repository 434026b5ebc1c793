import { describe, expect, it } from "vitest";

import { themeCss } from "./theme";

describe("themeCss", () => {
  it("writes HSL settings as CSS variables", () => {
    expect(themeCss({ primary: "262 83% 58%" })).toBe(":root{--primary:262 83% 58%;}");
  });

  it("drops anything that is not a plain name and an HSL triple", () => {
    expect(themeCss({ primary: "red;}body{display:none" })).toBe("");
    expect(themeCss({ "x}y": "1 2% 3%" })).toBe("");
    expect(themeCss(undefined)).toBe("");
  });
});
