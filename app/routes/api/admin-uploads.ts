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
import { readMultipart } from "~/modules/media/upload-body.server";
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
