import {
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";

import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { adminBodyAction, adminPostOnlyLoader } from "~/modules/auth/admin-route.server";
import { mediaStorage } from "~/modules/media/media-storage.server";
import {
  fitsUploadLimit,
  MAX_UPLOAD_REQUEST_BYTES,
  tooLargeMessage,
  UploadKindSchema,
} from "~/modules/media/media.schema";
import { storeUpload } from "~/modules/media/media.server";
import { adminRules } from "~/routes/route-rules";

export const routeRules = adminRules(
  { loader: "catalog.manage", action: "catalog.manage" },
  { kind: "upload", limit: MAX_UPLOAD_REQUEST_BYTES, deadlineMs: null },
);

// POST multipart/form-data { file, kind } with header X-CSRF-Token -> { url, width, height }.
// The role and CSRF token are checked first, so nobody else can make us read a large body.
export const action = adminBodyAction(routeRules.permission.action, async ({ request, context }) => {
  const form = await readMultipart(request);
  const kind = parseInput(UploadKindSchema, form.get("kind"));
  const file = form.get("file");
  if (!(file instanceof File)) throw new DomainError("invalid_input", "Choose a file to upload.");
  if (!fitsUploadLimit(kind, file.size)) return Response.json({ error: tooLargeMessage(kind) }, { status: 413 });
  const result = await storeUpload(mediaStorage(context.config), {
    kind,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return Response.json(result, { status: 201 });
});

export const loader = adminPostOnlyLoader(routeRules.permission.loader, "Use POST to upload a file.");

const TOO_LARGE = () => Response.json({ error: "The upload is too large." }, { status: 413 });

/**
 * Reads the multipart body with a streaming parser, one file and a few fields at most; a body over
 * MAX_UPLOAD_REQUEST_BYTES is a 413 (before reading, when it says so), never a crash. The kind's own,
 * smaller limit is checked once the kind is known.
 */
async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data"))
    throw new DomainError("invalid_input", "Send the file as multipart/form-data.");
  if (Number(request.headers.get("content-length") ?? "0") > MAX_UPLOAD_REQUEST_BYTES) throw TOO_LARGE();
  if (!request.body) throw new DomainError("invalid_input", "Choose a file to upload.");
  try {
    return await parseFormData(request, {
      maxFiles: 1,
      maxParts: 8,
      maxFileSize: MAX_UPLOAD_REQUEST_BYTES,
      maxTotalSize: MAX_UPLOAD_REQUEST_BYTES,
    });
  } catch (err) {
    // the form parser's own errors are not domain errors: too large is a 413, unreadable a 400
    if (err instanceof MaxFileSizeExceededError || err instanceof MaxTotalSizeExceededError) throw TOO_LARGE();
    if (err instanceof MaxFilesExceededError || err instanceof MaxPartsExceededError)
      throw new DomainError("invalid_input", "Send one file and its kind.");
    throw new DomainError("invalid_input", "The upload could not be read. Please try again.");
  }
}
