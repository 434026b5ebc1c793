import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded media live. Callers only ever put a file under a name and get its public URL back,
 * so an S3-compatible store can replace the local folder without touching them.
 */
export interface MediaStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|mp4|webm)$/;

/** Files in DATA_DIR/uploads, served by Express at /uploads with immutable caching (server/app.ts). */
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
}

export function localUploads(dataDir: string): MediaStorage {
  return new LocalDiskStorage(path.resolve(dataDir, "uploads"));
}
