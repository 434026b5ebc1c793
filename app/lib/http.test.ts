import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "./errors";
import { orNotFound } from "./http.server";
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

describe("orNotFound", () => {
  it("passes the record through", async () => {
    await expect(orNotFound(Promise.resolve({ id: "a" }), "Product not found")).resolves.toEqual({ id: "a" });
  });

  it("turns a domain refusal into a 404 page with the message", async () => {
    const thrown = await orNotFound(Promise.reject(new DomainError("not_found", "no such row")), "Product not found").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("Product not found");
  });

  it("lets anything unexpected through unchanged", async () => {
    const crash = new Error("database on fire");
    await expect(orNotFound(Promise.reject(crash), "Product not found")).rejects.toBe(crash);
  });
});
