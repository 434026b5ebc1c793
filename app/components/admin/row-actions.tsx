import { Pencil, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useFetcherToast, type ActionResult } from "~/components/ui/use-action-feedback";

import { useCsrfToken } from "./csrf-field";

// A list row's actions: its edit link and the buttons that ask before they post (delete, end a sale).

export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={buttonClasses("ghost", "icon")} aria-label={`Edit ${name}`} title="Edit">
      <Pencil aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

// The deleted row (and its button) is gone as soon as the list reloads, so the answer is read by a
// fetcher with a shared key from the table, which stays.
const DELETE_FETCHER = "admin-catalog-delete";

export function DeleteFeedback() {
  useFetcherToast(useFetcher<ActionResult>({ key: DELETE_FETCHER }));
  return null;
}

/**
 * A row's button that asks first, then posts `intent` with the row's id to the list's action. A success
 * redirects back to the list, whose reload takes the row (or its button), and this dialog with it; a
 * refusal keeps it open and toasts why.
 */
export function ConfirmedAction({
  id,
  intent,
  label,
  confirmLabel,
  description,
  icon,
}: {
  id: string;
  intent: string;
  /** the button's accessible name, e.g. "Delete X55" */
  label: string;
  confirmLabel: string;
  description: string;
  icon: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  const csrf = useCsrfToken();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={label} title={confirmLabel} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        description={description}
        confirmLabel={confirmLabel}
        busy={fetcher.state !== "idle"}
        onConfirm={() => fetcher.submit({ intent, id, csrf }, { method: "post" })}
      />
    </>
  );
}

/** A delete button that asks first (SPEC §5), then posts intent=delete to the list's action. */
export function DeleteAction({ id, name, description }: { id: string; name: string; description: string }) {
  return (
    <ConfirmedAction
      id={id}
      intent="delete"
      label={`Delete ${name}`}
      confirmLabel="Delete"
      description={description}
      icon={<Trash2 aria-hidden="true" className="h-4 w-4 text-destructive" />}
    />
  );
}

/**
 * A row's last cell: Edit, any row-specific buttons (`children`), then a confirmed Delete; all named after the row.
 * The Delete asks "This will permanently delete “name”…" unless the row says otherwise.
 */
export function RowActions({
  id,
  name,
  editTo,
  deleteDescription,
  children,
}: {
  id: string;
  name: string;
  editTo: string;
  deleteDescription?: string;
  children?: ReactNode;
}) {
  const description = deleteDescription ?? `This will permanently delete “${name}”. This action cannot be undone.`;
  return (
    <td className="px-3 py-2">
      <div className="flex flex-wrap gap-1">
        <EditLink to={editTo} name={name} />
        {children}
        <DeleteAction id={id} name={name} description={description} />
      </div>
    </td>
  );
}
