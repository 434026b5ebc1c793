import { describe, expect, it } from "vitest";

import { diffFields } from "./activity.server";

describe("diffFields", () => {
  it("keeps only the fields whose values changed", () => {
    const before = { name: "R36 Ultra", price: 7999, status: "published", features: ["Wi-Fi"] };
    expect(diffFields(before, { name: "R36 Ultra", price: 8999, status: "draft", features: ["Wi-Fi"] })).toEqual({
      price: { before: 7999, after: 8999 },
      status: { before: "published", after: "draft" },
    });
  });

  it("compares lists and objects by value, dates by time, and null like undefined", () => {
    const at = new Date("2026-11-01T10:00:00Z");
    const before = { tags: ["a", "b"], at, note: null as string | null };
    expect(diffFields(before, { tags: ["a", "b"], at: new Date(at.getTime()), note: undefined })).toEqual({});
    expect(diffFields(before, { tags: ["b", "a"] })).toEqual({ tags: { before: ["a", "b"], after: ["b", "a"] } });
  });

  it("looks only at the fields it is told to", () => {
    expect(diffFields({ price: 1, updatedAt: 1 }, { price: 2, updatedAt: 2 }, ["price"])).toEqual({
      price: { before: 1, after: 2 },
    });
  });
});
