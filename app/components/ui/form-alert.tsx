import { AlertCircle } from "lucide-react";

/** The first problem with a form, under a heading ('Validation Error' for the admin forms). */
export function FormAlert({ title, message }: { title: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
