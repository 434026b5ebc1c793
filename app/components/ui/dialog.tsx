import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentProps, type ReactNode } from "react";

import { cn } from "~/lib/cn";

import { Button } from "./button";

// Real dialogs (role=dialog, labelled by their title, focus trapped and returned on close).

/**
 * Radix returns focus only to its own Trigger; our dialogs open from any button (or from code), so
 * remember what had focus when the dialog opened and go back there on close.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}

/** Radix's root, portal and dimmed overlay around one content box that hands focus back on close. */
function ModalFrame({
  open,
  onOpenChange,
  children,
  ...content
}: { open: boolean; onOpenChange: (open: boolean) => void } & ComponentProps<typeof RadixDialog.Content>) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content {...returnFocus} {...content}>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
  /** "side" slides in from the right (the cart drawer); "center" is a modal box */
  placement?: "center" | "side";
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  placement = "center",
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      {...(description ? {} : { "aria-describedby": undefined })}
      className={cn(
        "fixed z-50 flex flex-col bg-background shadow-xl outline-none",
        placement === "side"
          ? "inset-y-0 right-0 h-full w-full max-w-md"
          : "top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 " +
              "-translate-y-1/2 overflow-y-auto rounded-lg p-6",
        className,
      )}
    >
      <div className={cn("flex items-start justify-between gap-4", placement === "side" && "border-b p-4")}>
        <div>
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
              {description}
            </RadixDialog.Description>
          ) : null}
        </div>
        <RadixDialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Close">
            <X aria-hidden="true" className="h-5 w-5" />
          </Button>
        </RadixDialog.Close>
      </div>
      {children}
    </ModalFrame>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
};

/** "Are you sure?" before anything destructive. Renders role=alertdialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = "Are you sure?",
  description,
  confirmLabel = "Delete",
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      className={
        "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 " +
        "-translate-y-1/2 rounded-lg bg-background p-6 shadow-xl"
      }
    >
      <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
      <RadixDialog.Description className="mt-2 text-sm text-muted-foreground">{description}</RadixDialog.Description>
      <div className="mt-6 flex justify-end gap-3">
        <RadixDialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </RadixDialog.Close>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </ModalFrame>
  );
}
