import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "./errors";
import { containsNul, NUL_CHARACTER_MESSAGE, parseInput } from "./validation";

describe("parseInput", () => {
  const Schema = z.object({ name: z.string().min(1, "Name is required") });

  it("returns the parsed value", () => {
    expect(parseInput(Schema, { name: "Jamie" })).toEqual({ name: "Jamie" });
  });

  it("names the first problem and keeps every field's message", () => {
    expect(() => parseInput(Schema, { name: "" })).toThrow("Name is required");
    try {
      parseInput(Schema, { name: "" });
    } catch (err) {
      expect((err as DomainError).fieldErrors).toEqual({ name: "Name is required" });
    }
  });

  it("refuses a NUL character anywhere in the input as invalid input, before the database sees it", () => {
    for (const input of [{ name: "A\u0000B" }, { nested: { list: ["ok", "x\u0000"] } }, { ["k\u0000"]: "v" }]) {
      expect(containsNul(input)).toBe(true);
      expect(() => parseInput(z.any(), input)).toThrow(NUL_CHARACTER_MESSAGE);
    }
    expect(containsNul({ name: "Plain text, £49.99 and émojis 🎮" })).toBe(false);
  });
});
