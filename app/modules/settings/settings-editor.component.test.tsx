// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ActionResult } from "~/components/ui/use-action-feedback";
import { DomainError } from "~/lib/errors";
import { formPayload } from "~/lib/form-input";
import { toActionData } from "~/lib/http.server";

import { testSettings } from "../../../tests/support/render-route";
import { SettingsEditor } from "./settings-editor";
import { toSettingsForm } from "./settings.schema";

afterEach(cleanup);

function Page() {
  const result = useActionData<ActionResult>();
  return <SettingsEditor initial={toSettingsForm(testSettings())} result={result} />;
}

/** The editor on a stub route whose action records each posted form, answering `answer`. */
function renderEditor(answer: unknown = { ok: true, message: "Settings saved successfully." }) {
  const posted: Array<Record<string, unknown>> = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    posted.push(formPayload(await request.formData()));
    return answer;
  });
  const Routes = createRoutesStub([{ path: "/", Component: Page, action }]);
  render(<Routes />);
  return { posted, action, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole("tab", { name: new RegExp(`^${name}`) });

describe("the settings editor on the admin form kit", () => {
  it("posts every tab's fields as form fields, edits on a tab no longer open included", async () => {
    const { posted, user } = renderEditor();
    await user.click(tab("Homepage"));
    await user.clear(screen.getByLabelText("Hero heading"));
    await user.type(screen.getByLabelText("Hero heading"), "Play the classics again");
    await user.click(tab("Navigation"));
    await user.click(screen.getByLabelText("Show Track Order in the navigation"));
    await user.click(tab("Email"));
    // only the open tab's fields are on the page: each label is there once
    expect(screen.queryByLabelText("Hero heading")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const defaults = testSettings();
    expect(posted[0]).toMatchObject({
      heroHeading: "Play the classics again",
      siteName: defaults.siteName,
      navItems: defaults.navItems,
      soldRecentlyMinimum: String(defaults.soldRecentlyMinimum),
      emailCollectorTitle: defaults.emailCollectorTitle,
    });
    expect(posted[0]).not.toHaveProperty("showTrackingInNav");
  });

  it("a refusal in the browser opens the tab of the first problem and focuses its field; nothing is sent", async () => {
    const { action, user } = renderEditor();
    await user.clear(screen.getByLabelText("Site name"));
    await user.click(tab("Policies"));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    expect(tab("General").getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Site name"));
    expect(screen.getByRole("alert").textContent).toBe("Validation ErrorSite name is required");
    expect(tab("General").textContent).toContain("(has errors)");
    expect(action).not.toHaveBeenCalled();
  });

  it("the server's refusal opens the tab of its field and shows the message under it", async () => {
    // the refusal as the settings action answers it: a domain error through toActionData
    const { user } = renderEditor(
      toActionData(
        new DomainError("invalid_input", "Invalid hex color", { "themeColors.primary": "Invalid hex color" }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    await vi.waitFor(() => expect(tab("Branding & Theme").getAttribute("aria-selected")).toBe("true"));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByLabelText("Primary colour").getAttribute("aria-invalid")).toBe("true");
    expect(within(panel).getAllByText("Invalid hex color").length).toBeGreaterThan(0);
  });

  it("posts the ticked dispatch days and delivery places, a box unticked and another ticked on each", async () => {
    const { posted, user } = renderEditor();
    await user.click(tab("Checkout"));
    await user.click(screen.getByRole("checkbox", { name: "Monday" }));
    await user.click(screen.getByRole("checkbox", { name: "Saturday" }));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Monday" }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Saturday" }).checked).toBe(true);
    await user.click(tab("Policies"));
    await user.click(screen.getByRole("checkbox", { name: /^Jersey/ }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      dispatchDays: ["2", "3", "4", "5", "6"],
      deliveryCountries: ["United Kingdom", "Jersey"],
    });
  });
});
