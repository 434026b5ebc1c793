import type { ReactNode } from "react";

import { CsrfField } from "~/components/admin/csrf-field";
import { ActionError } from "~/components/ui/action-error";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";

import { useClosingFetcher } from "./use-closing-fetcher";

/** What the order page opens each of its dialogs with: the order, and how to close the dialog. */
export type OrderDialogProps = { orderId: string; orderNumber: string; onClose: () => void };

/**
 * The frame of every order page dialog (cancel, refund, return, address): a form posting `intent` for
 * one order to the page's action, the fields it is given, what went wrong if anything, then leave or go
 * ahead. It closes once the post has gone through.
 */
export function OrderDialog({
  intent,
  orderId,
  title,
  description,
  className,
  formClassName = "gap-4",
  closeLabel = "Close",
  submitLabel,
  busyLabel,
  destructive,
  onClose,
  children,
}: {
  intent: string;
  orderId: string;
  title: string;
  description: string;
  className?: string;
  formClassName?: string;
  closeLabel?: string;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onClose: () => void;
  /** the dialog's fields, given each refused field's message by name */
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const { fetcher, result, busy, errors } = useClosingFetcher(onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      className={className}
    >
      <fetcher.Form method="post" className={cn("mt-4 flex flex-col", formClassName)} noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={orderId} />
        {children(errors)}
        <ActionError result={result} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button type="submit" variant={destructive ? "destructive" : undefined} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** The operator's note on a cancellation or refund, kept with the order and never shown to the customer. */
export function InternalReasonField({ error }: { error?: string }) {
  return (
    <Field label="Reason (optional, internal)" error={error}>
      <Textarea name="reason" maxLength={500} className="min-h-16" />
    </Field>
  );
}
