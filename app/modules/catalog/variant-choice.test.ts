import { describe, expect, it } from "vitest";

import type { ShownVariant } from "./stock";
import { firstAvailableOption, optionForConsole } from "./variant-choice";

const variant = (name: string, level: "out" | "ok"): ShownVariant => ({ name, price: 2999, stock: { level } });

describe("the option a page opens with", () => {
  it("is the first option not sold out", () => {
    const options = ["Glacier Blue", "Stealth Black", "Crimson Red"];
    const variants = [variant("Glacier Blue", "out"), variant("Stealth Black", "ok"), variant("Crimson Red", "ok")];
    expect(firstAvailableOption(options, variants)).toBe("Stealth Black");
  });

  it("is the first option when the options keep no stock of their own", () => {
    expect(firstAvailableOption(["Black", "White"], [])).toBe("Black");
  });

  it("is none when every option, or the item, is sold out, or there are no options", () => {
    expect(firstAvailableOption(["Black", "White"], [variant("Black", "out"), variant("White", "out")])).toBeNull();
    expect(firstAvailableOption(["Black", "White"], [], true)).toBeNull();
    expect(firstAvailableOption([], [])).toBeNull();
  });
});

describe("an add-on's option for the console the shopper came from", () => {
  const sizes = ["3.5-inch (R36S)", "4-inch (R36 Ultra)", "5.5-inch (X55)"];

  it("is the option whose bracketed model is the console's name or its first words", () => {
    expect(optionForConsole(sizes, "R36 Ultra")).toBe("4-inch (R36 Ultra)");
    expect(optionForConsole(sizes, "R36S Retro Handheld")).toBe("3.5-inch (R36S)");
    expect(optionForConsole(sizes, "x55 handheld")).toBe("5.5-inch (X55)");
  });

  it("is none for a console no option names, a model that is only the start of a word, or no name", () => {
    expect(optionForConsole(sizes, "Miyoo Mini")).toBeNull();
    expect(optionForConsole(["4-inch (R36)"], "R36S Retro Handheld")).toBeNull();
    expect(optionForConsole(["Black", "White"], "R36 Ultra")).toBeNull();
    expect(optionForConsole(sizes, " ")).toBeNull();
  });
});
