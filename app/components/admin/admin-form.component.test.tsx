// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { z } from "zod";

import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import { DomainError } from "~/lib/errors";
import { toActionData } from "~/lib/http.server";

import { AdminForm } from "./form-actions";
import { serverReply, useAdminForm } from "./use-admin-form";

// sonner's one toast, watched (a file's vi.mock would miss modules another file of the worker loaded first)
let toastError: MockInstance<typeof toast.error>;
beforeEach(() => {
  toastError = vi.spyOn(toast, "error");
});

// A two-field form built with the kit, as a product or video page builds it.
const Schema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required"),
  position: z.string().regex(/^\d*$/, "Position must be a whole number of 0 or more"),
});

function KitForm() {
  const result = useActionData<ActionResult>();
  const form = useAdminForm(Schema, result);
  return (
    <AdminForm form={form} label="Create Thing" cancelTo="/things">
      <Field label="Name" error={form.fieldErrors.name}>
        <Input name="name" />
      </Field>
      <Field label="Position" error={form.fieldErrors.position}>
        <Input name="position" />
      </Field>
    </AdminForm>
  );
}

function renderKit(action: () => unknown) {
  const Stub = createRoutesStub([{ path: "/", Component: KitForm, action }]);
  render(<Stub />);
}

afterEach(() => {
  cleanup();
  toastError.mockReset();
});

describe("the admin form kit", () => {
  it("refuses in the browser with the schema's message, focuses the field, toasts, and sends nothing", async () => {
    const action = vi.fn(() => ({ ok: true as const, message: "Saved." }));
    renderKit(action);
    await userEvent.click(screen.getByRole("button", { name: "Create Thing" }));
    expect(screen.getByRole("alert")).toHaveProperty("textContent", "Validation ErrorName is required");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(toastError).toHaveBeenCalledWith("Validation Error", { description: "Name is required" });
    expect(action).not.toHaveBeenCalled();

    // re-checked as the field is typed in: the message goes, the next problem shows
    await userEvent.type(screen.getByLabelText("Position"), "x");
    await userEvent.type(screen.getByLabelText("Name"), "Grip");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Position must be a whole number of 0 or more");
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("sends a valid form and shows the server's field errors under the fields", async () => {
    // the refusal as every admin action answers it: a domain error through toActionData
    const action = vi.fn(() =>
      toActionData(new DomainError("conflict", "That name is taken", { name: "That name is taken" })),
    );
    renderKit(action);
    await userEvent.type(screen.getByLabelText("Name"), "Grip");
    await userEvent.click(screen.getByRole("button", { name: "Create Thing" }));
    expect(await screen.findAllByText("That name is taken")).toHaveLength(2); // under the field and in the alert
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe("serverReply", () => {
  it("is nothing for no answer or a success, else Conform's error result by field name", () => {
    expect(serverReply(undefined)).toBeUndefined();
    expect(serverReply({ ok: true, message: "Saved." })).toBeUndefined();
    expect(
      serverReply({
        ok: false,
        error: "Spec value is required",
        fieldErrors: { "techSpecs.0.value": "Spec value is required" },
      }),
    ).toEqual({
      status: "error",
      error: { "techSpecs[0].value": ["Spec value is required"] },
    });
    expect(serverReply({ ok: false, error: "Database down" })).toEqual({ status: "error", error: {} });
  });
});
