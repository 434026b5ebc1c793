import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded media live: the local folder, or an S3-compatible bucket (s3-storage.server.ts) when
 * S3_BUCKET is set. Callers put a file under a name and get its public URL back; the server reads a
 * file back to answer /uploads/NAME.
 */
export interface MediaStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** The stored file, or null when there is none by that name. */
  get(name: string): Promise<StoredMedia | null>;
}

export type StoredMedia = { bytes: Uint8Array; contentType: string };

export const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|mp4|webm)$/;

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", mp4: "video/mp4", webm: "video/webm" };
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";

/** Files in DATA_DIR/uploads, served by Express at /uploads with immutable caching (server/http/app.ts). */
export class LocalDiskStorage implements MediaStorage {
  constructor(
    private readonly folder: string,
    private readonly publicPrefix = "/uploads",
  ) {}

  async put(name: string, bytes: Uint8Array): Promise<string> {
    if (!SAFE_NAME.test(name)) throw new Error(`refusing to store an unsafe file name: ${name}`);
    await fs.mkdir(this.folder, { recursive: true });
    const target = path.join(this.folder, name);
    // Content-hashed names: the same bytes are the same file, so an existing one is left alone.
    try {
      await fs.writeFile(target, bytes, { flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    return `${this.publicPrefix}/${name}`;
  }

  async get(name: string): Promise<StoredMedia | null> {
    if (!SAFE_NAME.test(name)) return null;
    try {
      return { bytes: await fs.readFile(path.join(this.folder, name)), contentType: contentTypeOf(name) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }
}

export function localUploads(dataDir: string): MediaStorage {
  return new LocalDiskStorage(path.resolve(dataDir, "uploads"));
}
