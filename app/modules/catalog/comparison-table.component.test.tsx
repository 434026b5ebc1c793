// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { ComparisonTable } from "./comparison-table";

const consoles = [
  { id: "a", name: "R36S", slug: "r36-console", price: 6499, techSpecs: [{ label: "Screen", value: "3.5in" }] },
  {
    id: "b",
    name: "X55",
    slug: "x55-console",
    price: 11999,
    techSpecs: [
      { label: "Screen", value: "5.5in" },
      { label: "Video Output", value: "HDMI" },
    ],
  },
];

async function renderTable() {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ComparisonTable products={consoles} />, HydrateFallback: () => null },
  ]);
  render(<Stub />);
  return screen.findByRole("table");
}

describe("the console comparison", () => {
  it("says 'Not stated' where the maker does not state a spec, never N/A, which reads as 'has none'", async () => {
    const table = await renderTable();
    const row = within(table).getByRole("row", { name: /Video Output/ });
    expect(within(row).getByRole("cell", { name: "Not stated" })).toBeTruthy();
    expect(within(table).queryByText(/N\/A/)).toBeNull();
  });

  it("keeps each row's label in view while a phone scrolls the consoles sideways", async () => {
    const table = await renderTable();
    const label = within(table).getByRole("rowheader", { name: "Video Output" });
    expect(label.className).toContain("sticky");
    expect(label.className).toContain("left-0");
  });
});
