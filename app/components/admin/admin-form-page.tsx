import type { ReactNode } from "react";
import { useActionData, useNavigate } from "react-router";

import { actionToast, useActionFeedback, type ActionResult } from "~/components/ui/use-action-feedback";
import { useHydrating } from "~/lib/hydration";

import { AdminPageHeader } from "./list-parts";

/**
 * The page around one admin form: its heading, and the action's answer as SPEC §8's toasts. After a
 * successful save it goes back to `backTo` (the list); without one (the FAQ page) it stays put.
 * A form posted without scripts comes back as a server-rendered page, where no toast can show: the
 * answer is written on the page instead, until scripts (if they ever load) take over with the toast.
 */
export function AdminFormPage({
  title,
  description,
  backTo,
  children,
}: {
  title: string;
  description?: string;
  backTo?: string;
  children: (result: ActionResult) => ReactNode;
}) {
  const result = useActionData<ActionResult>();
  const navigate = useNavigate();
  useActionFeedback(result, backTo ? () => navigate(backTo) : undefined);
  const answerOnPage = useHydrating() ? actionToast(result) : null;
  return (
    <>
      <AdminPageHeader title={title} description={description} />
      {answerOnPage ? (
        <p
          role={answerOnPage.kind === "error" ? "alert" : "status"}
          className="mb-4 rounded-lg border bg-muted p-3 text-sm"
        >
          <strong>{answerOnPage.title}:</strong> {answerOnPage.description}
        </p>
      ) : null}
      {children(result)}
    </>
  );
}
