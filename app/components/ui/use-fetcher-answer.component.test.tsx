// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useFetcher } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useFetcherToast, type ActionResult } from "./use-action-feedback";

// sonner's one toast, watched (a file's vi.mock would miss modules another file of the worker loaded first)
beforeEach(() => {
  vi.spyOn(toast, "success");
  vi.spyOn(toast, "error");
});

// A row button of an admin list: posts through a fetcher and toasts the answer.
function RowButton({ failuresOnly }: { failuresOnly?: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useFetcherToast(fetcher, { failuresOnly });
  return (
    <button type="button" onClick={() => void fetcher.submit({ intent: "go" }, { method: "post" })}>
      {fetcher.state === "idle" ? "Go" : "Working"}
    </button>
  );
}

function renderRow(answers: ActionResult[], failuresOnly?: boolean) {
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <RowButton failuresOnly={failuresOnly} />,
      action: () => answers.shift(),
      // the page's data reloads after each action (a second state change after the answer)
      loader: () => ({ loads: ++loads }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub />);
}

async function press() {
  await userEvent.click(await screen.findByRole("button", { name: "Go" }));
  await screen.findByRole("button", { name: "Go" });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("a fetcher's answers as toasts", () => {
  it("shows each answer once, however many times the fetcher's state changes after it", async () => {
    renderRow([
      { ok: true, message: "Review moved." },
      { ok: true, message: "Review moved." },
      { ok: false, error: "That review no longer exists." },
    ]);
    await press();
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenLastCalledWith("Success", { description: "Review moved." });

    // the same words again are a new answer, so a new toast
    await press();
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));

    await press();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenLastCalledWith("Error", { description: "That review no longer exists." });
    // settled: nothing shown twice
    await new Promise((r) => setTimeout(r, 50));
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("with failuresOnly, a success shows nothing and a refusal still does", async () => {
    renderRow(
      [
        { ok: true, message: "Review moved." },
        { ok: false, error: "Clear the search to reorder reviews." },
      ],
      true,
    );
    await press();
    await press();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "Clear the search to reorder reviews." }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
