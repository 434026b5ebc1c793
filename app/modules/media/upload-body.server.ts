import {
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";

import { DomainError } from "~/lib/errors";

import { MAX_UPLOAD_REQUEST_BYTES } from "./media.schema";

// An upload's body as the admin upload endpoint reads it: the parser's own errors become the endpoint's answers.

const TOO_LARGE = () => Response.json({ error: "The upload is too large." }, { status: 413 });

/**
 * Reads the multipart body with a streaming parser, one file and a few fields at most; a body over
 * MAX_UPLOAD_REQUEST_BYTES is a 413 (before reading, when it says so), never a crash. The kind's own,
 * smaller limit is checked once the kind is known.
 */
export async function readMultipart(request: Request): Promise<FormData> {
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
