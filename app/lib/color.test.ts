import { describe, expect, it } from "vitest";

import { hexToHsl, hslToHex } from "./color";

describe("theme colours", () => {
  it.each([
    ["#ff0000", "0 100% 50%"],
    ["00ff00", "120 100% 50%"],
    ["#fff", "0 0% 100%"],
    ["#7C3AED", "262 83% 58%"],
  ])("turns hex (6 or 3 digits, with or without #) into the HSL the CSS variables use: %s is %s", (hex, hsl) => {
    expect(hexToHsl(hex)).toBe(hsl);
  });

  it("refuses anything that is not a hex colour", () => {
    for (const bad of ["", "#ff00", "#gggggg", "red", "#12345678", "rgb(0,0,0)"]) expect(hexToHsl(bad)).toBeNull();
  });

  it("shows stored HSL back as hex", () => {
    expect(hslToHex("0 100% 50%")).toBe("#ff0000");
    expect(hslToHex("0 0% 100%")).toBe("#ffffff");
    expect(hexToHsl(hslToHex("262 75% 47%")!)).toBe("262 75% 47%");
    expect(hslToHex("not a colour")).toBeNull();
  });
});
