// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { CollectionPage, type CollectionPageProps } from "./collection-page";

const ADD_ONS = { slug: "add-ons", title: "Add-ons", description: "Cases.", makerLabel: "Fits" } as const;
const consoles = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Console ${i}`, count: 20 - i }));

function renderPage(props: Pick<CollectionPageProps, "makers" | "moreMakers"> & { brand?: string }) {
  const page: CollectionPageProps = {
    collection: ADD_ONS,
    filters: { min: "", max: "", brand: props.brand ?? "", stock: false, sort: "newest" },
    fieldErrors: {},
    items: [],
    total: 0,
    page: 1,
    pageCount: 1,
    makers: props.makers,
    moreMakers: props.moreMakers,
  };
  const Stub = createRoutesStub([
    { path: "/", Component: () => <CollectionPage {...page} />, HydrateFallback: () => null },
  ]);
  render(<Stub />);
}

describe("a collection's brand or model filter", () => {
  it("is a list of every one when they are few", async () => {
    renderPage({ makers: consoles(3), moreMakers: false });
    const fits = await screen.findByRole("combobox", { name: "Fits" });
    expect(fits.tagName).toBe("SELECT");
    expect(fits.querySelectorAll("option")).toHaveLength(4);
  });

  it("takes any console typed when there are more than it lists, suggesting the ones offered", async () => {
    renderPage({ makers: consoles(12), moreMakers: true, brand: "Console 40" });
    const fits = await screen.findByRole("combobox", { name: "Fits" });
    expect(fits.getAttribute("name")).toBe("brand");
    expect((fits as HTMLInputElement).value).toBe("Console 40");
    const suggestions = document.getElementById(fits.getAttribute("list")!)!;
    expect([...suggestions.querySelectorAll("option")].map((o) => o.getAttribute("value"))).toHaveLength(12);
  });

  it("shows a part of a name it does not list as typed, so a filtered page never says Any", async () => {
    renderPage({ makers: consoles(3), moreMakers: false, brand: "console" });
    const fits = await screen.findByRole("combobox", { name: "Fits" });
    expect(fits.tagName).toBe("INPUT");
    expect((fits as HTMLInputElement).value).toBe("console");
  });
});
