import { CSRF_HEADER } from "~/lib/csrf";

import { fitsUploadLimit, tooLargeMessage, type UploadKind, type UploadResult } from "./media.schema";

/** The size check the server makes too (same boundary), so a too-big file is refused before it is sent. */
export function checkBeforeUpload(file: File, kind: UploadKind): string | null {
  return fitsUploadLimit(kind, file.size) ? null : tooLargeMessage(kind);
}

/**
 * Sends one file to the upload endpoint. XMLHttpRequest rather than fetch because only it reports
 * upload progress.
 */
export function uploadMedia(
  file: File,
  kind: UploadKind,
  csrfToken: string,
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/uploads");
    xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadResult & { error?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) resolve(body);
      else
        reject(
          new Error(body?.error ?? (xhr.status === 413 ? tooLargeMessage(kind) : "Upload failed. Please try again.")),
        );
    };
    xhr.onerror = () => reject(new Error("Upload failed. Please check your connection and try again."));
    const body = new FormData();
    body.append("kind", kind);
    body.append("file", file);
    xhr.send(body);
  });
}
