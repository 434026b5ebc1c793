import { useRef, useState } from "react";
import { toast } from "sonner";

import { checkBeforeUpload, uploadMedia } from "~/modules/media/upload-client";

import type { Attachment } from "./assistant.schema";

/**
 * The files attached to the message being written: each uploaded as it is picked (a too-big one is refused
 * before it leaves), then listed until the message is sent. `uploading` counts the uploads still running.
 */
export function useDraftAttachments(csrf: string) {
  const [draftAttachments, setDraftAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  async function attach(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const tooBig = checkBeforeUpload(file, "assistant");
      if (tooBig) {
        toast.error("Error", { description: tooBig });
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadMedia(file, "assistant", csrf);
        const type = url.endsWith(".webp") ? "image" : "video";
        setDraftAttachments((current) => [...current, { url, filename: file.name, type }]);
      } catch (err) {
        toast.error("Error", { description: err instanceof Error ? err.message : "Upload failed. Please try again." });
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  return { draftAttachments, setDraftAttachments, uploading, attach, fileInput };
}
