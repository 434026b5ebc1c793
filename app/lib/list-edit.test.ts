import { describe, expect, it } from "vitest";

import { dropRow, moveItem, patchRow } from "./list-edit";

describe("moveItem", () => {
  it("moves an entry up or down by one, keeping the others in order", () => {
    expect(moveItem(["a", "b", "c"], 1, 0)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 2)).toEqual(["a", "c", "b"]);
  });

  it("moves an entry across the list and leaves the original alone", () => {
    const items = ["a", "b", "c", "d"];
    expect(moveItem(items, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(items).toEqual(["a", "b", "c", "d"]);
  });
});

describe("patchRow and dropRow", () => {
  const rows = [
    { key: "k1", value: "one" },
    { key: "k2", value: "two" },
  ];

  it("changes only the row with the key", () => {
    expect(patchRow(rows, "k2", { value: "deux" })).toEqual([
      { key: "k1", value: "one" },
      { key: "k2", value: "deux" },
    ]);
  });

  it("removes only the row with the key", () => {
    expect(dropRow(rows, "k1")).toEqual([{ key: "k2", value: "two" }]);
    expect(rows).toHaveLength(2);
  });
});
