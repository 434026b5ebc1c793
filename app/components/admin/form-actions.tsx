import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import type { ActionResult } from "~/components/ui/use-action-feedback";

import { CsrfField } from "./csrf-field";
import type { AdminFormState } from "./use-admin-form";

/** What every admin form is given by its page: the action's last answer and where Cancel goes. */
export type AdminFormProps = { result: ActionResult; cancelTo: string };

// How many uploads are still running in a form, so it is not saved before its images arrive.
export const UploadsContext = createContext<{ pending: number; track: (delta: number) => void }>({
  pending: 0,
  track: () => {},
});

export function UploadsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const track = useCallback((delta: number) => setPending((n) => n + delta), []);
  const value = useMemo(() => ({ pending, track }), [pending, track]);
  return <UploadsContext.Provider value={value}>{children}</UploadsContext.Provider>;
}

/** True while any upload inside the surrounding UploadsProvider is running. */
export function useUploadsPending(): boolean {
  return useContext(UploadsContext).pending > 0;
}

/** A form's submit button that waits for running uploads (inside an UploadsProvider). */
export function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  const uploading = useUploadsPending();
  return (
    <SubmitButton
      busy={busy || uploading}
      label={label}
      busyLabel={uploading ? "Waiting for upload..." : "Saving..."}
    />
  );
}

/** The foot of every admin catalogue form: the first problem under 'Validation Error', Save, Cancel. */
export function FormActions({
  problem,
  busy,
  label,
  cancelTo,
}: {
  problem?: { title?: string; message?: string } | null;
  busy: boolean;
  label: string;
  cancelTo: string;
}) {
  return (
    <>
      <FormAlert title={problem?.title ?? "Validation Error"} message={problem?.message} />
      <div className="flex flex-wrap gap-3">
        <SaveButton busy={busy} label={label} />
        <Link to={cancelTo} className={buttonClasses("outline")}>
          Cancel
        </Link>
      </div>
    </>
  );
}

/**
 * An admin catalogue form (product, add-on, review, video): posts with the CSRF token, checks itself
 * first (`form` is useAdminForm's answer, Conform underneath), and ends in FormActions; Save waits for
 * running uploads. Without JavaScript it posts as a plain form and shows the server's answer.
 */
export function AdminForm({
  form,
  label,
  cancelTo,
  children,
}: {
  form: AdminFormState;
  label: string;
  cancelTo: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <UploadsProvider>
      <Form method="post" id={form.id} className="flex max-w-4xl flex-col gap-6" onSubmit={form.onSubmit} noValidate>
        <CsrfField />
        {children}
        <FormActions problem={form.problem} busy={busy} label={label} cancelTo={cancelTo} />
      </Form>
    </UploadsProvider>
  );
}
