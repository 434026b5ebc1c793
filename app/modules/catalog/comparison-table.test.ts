import { describe, expect, it } from "vitest";

import { comparisonRows } from "./comparison-table";

type Spec = { label: string; value: string };
/** A product as the comparison reads it: only its specs matter here. */
const product = (id: string, techSpecs: Spec[]) => ({ id, name: id.toUpperCase(), slug: id, price: 1, techSpecs });

describe("comparison rows", () => {
  it("lists every spec label once, in order, with 'Not stated' where a product lacks it", () => {
    const rows = comparisonRows([
      product("a", [
        { label: "Screen", value: "3.5in" },
        { label: "GPU", value: "Mali" },
      ]),
      product("b", [
        { label: "Screen", value: "4in" },
        { label: "Video Output", value: "HDMI" },
      ]),
    ]);
    expect(rows).toEqual([
      { label: "Screen", values: ["3.5in", "4in"] },
      { label: "GPU", values: ["Mali", "Not stated"] },
      { label: "Video Output", values: ["Not stated", "HDMI"] },
    ]);
  });
});
