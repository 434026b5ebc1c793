import type { ReactNode } from "react";
import { useActionData } from "react-router";

import { useActionFeedback, type ActionResult } from "~/components/ui/use-action-feedback";

import { AdminPageHeader } from "./list-parts";

/**
 * The page around one admin form: its heading, and a refusal as SPEC §8's toast (the form itself says
 * it under its fields, with or without JavaScript). A success never comes back here: the action
 * redirects with a flash toast (docs/routes.md), which the admin layout shows on the page it lands on.
 */
export function AdminFormPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: (result: ActionResult) => ReactNode;
}) {
  const result = useActionData<ActionResult>();
  useActionFeedback(result);
  return (
    <>
      <AdminPageHeader title={title} description={description} />
      {children(result)}
    </>
  );
}
