// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { ActivityList } from "./activity-list";
import { ACTIVITY_ORIGINS, ACTIVITY_TARGET_TYPES } from "./activity.schema";

function renderList(filters: { origin: string | null; targetType: string | null }) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ActivityList
          entries={[]}
          pages={{ previous: null, next: null, hasFirst: false, hasLast: false }}
          {...filters}
        />
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub />);
}

const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe("the Activity page's filters", () => {
  it("offers every origin and kind the log records, each by its name, after the no-filter choice", async () => {
    renderList({ origin: null, targetType: null });
    const from = await screen.findByRole("combobox", { name: "From" });
    const kind = screen.getByRole("combobox", { name: "Kind" });
    expect(choices(from)).toEqual([
      ["", "Anywhere"],
      ["page", "Admin page"],
      ["assistant", "AI assistant"],
      ["api", "API"],
      ["system", "System"],
    ]);
    expect(
      choices(from)
        .slice(1)
        .map(([value]) => value),
    ).toEqual([...ACTIVITY_ORIGINS]);
    expect(choices(kind)[0]).toEqual(["", "Everything"]);
    expect(
      choices(kind)
        .slice(1)
        .map(([value]) => value),
    ).toEqual([...ACTIVITY_TARGET_TYPES]);
    expect(choices(kind)).toContainEqual(["addon", "Add-ons"]);
  });

  it("shows the filters the page was asked for", async () => {
    renderList({ origin: "assistant", targetType: "order" });
    const from = (await screen.findByRole("combobox", { name: "From" })) as HTMLSelectElement;
    expect(from.value).toBe("assistant");
    expect((screen.getByRole("combobox", { name: "Kind" }) as HTMLSelectElement).value).toBe("order");
  });
});
