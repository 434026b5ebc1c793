import type { Route } from "./+types/admin-uploads";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { adminJsonAction, adminPostOnlyLoader } from "~/modules/auth/admin-route.server";
import { fitsUploadLimit, MAX_UPLOAD_REQUEST_BYTES, tooLargeMessage, UploadKindSchema } from "~/modules/media/media.schema";
import { storeUpload } from "~/modules/media/media.server";
import { mediaStorage } from "~/modules/media/media-storage.server";

// POST multipart/form-data { file, kind } with header X-CSRF-Token -> { url, width, height }.
// The role and CSRF token are checked first, so nobody else can make us read a large body.
export const action = (args: Route.ActionArgs) =>
  adminJsonAction(args, async () => {
    const form = await readMultipart(args.request);
    const kind = parseInput(UploadKindSchema, form.get("kind"));
    const file = form.get("file");
    if (!(file instanceof File)) throw new DomainError("invalid_input", "Choose a file to upload.");
    if (!fitsUploadLimit(kind, file.size)) return Response.json({ error: tooLargeMessage(kind) }, { status: 413 });
    const result = await storeUpload(mediaStorage(args.context.config), { kind, bytes: new Uint8Array(await file.arrayBuffer()) });
    return Response.json(result, { status: 201 });
  });

export const loader = (args: Route.LoaderArgs) => adminPostOnlyLoader(args, "Use POST to upload a file.");

const TOO_LARGE = () => Response.json({ error: "The upload is too large." }, { status: 413 });

/** Reads the multipart body up to MAX_UPLOAD_REQUEST_BYTES; anything bigger is a 413, never a crash. */
async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new DomainError("invalid_input", "Send the file as multipart/form-data.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_REQUEST_BYTES) throw TOO_LARGE();
  if (!request.body) throw new DomainError("invalid_input", "Choose a file to upload.");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_UPLOAD_REQUEST_BYTES) {
      await reader.cancel();
      throw TOO_LARGE();
    }
    chunks.push(value);
  }
  try {
    return await new Response(new Blob(chunks as BlobPart[]), { headers: { "content-type": type } }).formData();
  } catch {
    throw new DomainError("invalid_input", "The upload could not be read. Please try again.");
  }
}
