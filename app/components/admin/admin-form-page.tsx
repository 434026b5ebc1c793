import type { ReactNode } from "react";
import { useActionData, useNavigate } from "react-router";
import { useActionFeedback, type ActionResult } from "~/components/ui/use-action-feedback";
import { AdminPageHeader } from "./list-parts";

/**
 * The page around one admin form: its heading, and the action's answer as SPEC §8's toasts. After a
 * successful save it goes back to `backTo` (the list); without one (the FAQ page) it stays put.
 */
export function AdminFormPage({ title, description, backTo, children }: { title: string; description?: string; backTo?: string; children: (result: ActionResult) => ReactNode }) {
  const result = useActionData<ActionResult>();
  const navigate = useNavigate();
  useActionFeedback(result, backTo ? () => navigate(backTo) : undefined);
  return (
    <>
      <AdminPageHeader title={title} description={description} />
      {children(result)}
    </>
  );
}
