// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ActionResult } from "~/components/ui/use-action-feedback";

import { FaqEditor } from "./faq-editor";

afterEach(cleanup);

function Page() {
  const result = useActionData<ActionResult>();
  return (
    <FaqEditor
      faqs={[
        { question: "Region free?", answer: "Yes." },
        { question: " ", answer: "Blank question" },
      ]}
      result={result}
    />
  );
}

describe("the FAQ editor on the admin form kit", () => {
  it("a blank question is refused in the browser, named under it and focused; nothing is sent", async () => {
    const action = vi.fn(() => ({ ok: true as const, message: "FAQs saved successfully." }));
    const Stub = createRoutesStub([{ path: "/", Component: Page, action }]);
    render(<Stub />);
    await userEvent.click(await screen.findByRole("button", { name: "Save FAQs" }));
    expect(screen.getByRole("alert").textContent).toBe("Validation ErrorQuestion cannot be blank");
    expect(document.activeElement).toBe(screen.getByLabelText("Question 2"));
    expect(action).not.toHaveBeenCalled();
  });
});
