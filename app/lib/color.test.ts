import { describe, expect, it } from "vitest";

import { hexToHsl, hslToHex } from "./color";

describe("theme colours", () => {
  it("turns hex (6 or 3 digits, with or without #) into the HSL the CSS variables use", () => {
    expect(hexToHsl("#ff0000")).toBe("0 100% 50%");
    expect(hexToHsl("00ff00")).toBe("120 100% 50%");
    expect(hexToHsl("#fff")).toBe("0 0% 100%");
    expect(hexToHsl("#7C3AED")).toBe("262 83% 58%");
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
