import { describe, expect, it } from "vitest";

import { comparisonRows } from "./comparison-table";

describe("comparison rows", () => {
  it("lists every spec label once, in order, with N/A where a product lacks it", () => {
    const rows = comparisonRows([
      {
        id: "a",
        name: "A",
        slug: "a",
        price: 1,
        techSpecs: [
          { label: "Screen", value: "3.5in" },
          { label: "GPU", value: "Mali" },
        ],
      },
      {
        id: "b",
        name: "B",
        slug: "b",
        price: 2,
        techSpecs: [
          { label: "Screen", value: "4in" },
          { label: "Video Output", value: "HDMI" },
        ],
      },
    ]);
    expect(rows).toEqual([
      { label: "Screen", values: ["3.5in", "4in"] },
      { label: "GPU", values: ["Mali", "N/A"] },
      { label: "Video Output", values: ["N/A", "HDMI"] },
    ]);
  });
});
