// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ExportRangeForm } from "./order-list-tools";

const period = { from: "2026-07-01", to: "2026-07-31", unfulfilledOnly: true };

describe("the orders list's export", () => {
  it("offers a role without the full CSV (Fulfilment) only Click & Drop, sent to its own address", () => {
    render(<ExportRangeForm {...period} canExportAll={false} />);
    const form = screen.getByRole("form", { name: "Export orders for Click & Drop" });
    expect(
      within(form)
        .getAllByRole("button")
        .map((b) => b.textContent?.trim()),
    ).toEqual(["Click & Drop CSV"]);
    expect(form.getAttribute("action")).toBe("/admin/dashboard/orders/export/click-and-drop");
    expect(within(form).getByRole("button", { name: "Click & Drop CSV" }).getAttribute("formaction")).toBe(
      "/admin/dashboard/orders/export/click-and-drop",
    );
    // the list's days and tab go with it
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      from: "2026-07-01",
      to: "2026-07-31",
      view: "unfulfilled",
    });
  });

  it("offers the Owner and Manager the full CSV, every order, and Click & Drop", () => {
    render(<ExportRangeForm {...period} />);
    const form = screen.getByRole("form", { name: "Export orders as CSV" });
    expect(
      within(form)
        .getAllByRole("button")
        .map((b) => b.textContent?.trim()),
    ).toEqual(["Export CSV", "Click & Drop CSV", "All unfulfilled (CSV)"]);
    expect(form.getAttribute("action")).toBe("/admin/dashboard/orders/export");
  });
});
