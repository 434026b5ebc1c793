import { Loader2, Paperclip, X } from "lucide-react";

import type { Attachment } from "./assistant.schema";

/** The files attached to the message being written, each removable, and a line while uploads run. */
export function DraftAttachmentList({
  attachments,
  uploading,
  onRemove,
}: {
  attachments: Attachment[];
  uploading: boolean;
  onRemove: (url: string) => void;
}) {
  return attachments.length || uploading ? (
    <ul aria-label="Attachments" className="flex flex-wrap gap-2 text-sm">
      {attachments.map((a) => (
        <li key={a.url} className="flex items-center gap-1 rounded-md border bg-background px-2 py-1">
          <Paperclip aria-hidden="true" className="h-3.5 w-3.5" /> {a.filename || a.url}
          <button
            type="button"
            className={
              "rounded p-0.5 hover:bg-muted focus-visible:ring-2 " +
              "focus-visible:ring-ring focus-visible:outline-none"
            }
            aria-label={`Remove attachment ${a.filename || a.url}`}
            onClick={() => onRemove(a.url)}
          >
            <X aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
      {uploading ? (
        <li className="flex items-center gap-1 text-muted-foreground">
          <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" /> Uploading…
        </li>
      ) : null}
    </ul>
  ) : null;
}
