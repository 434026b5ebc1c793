// Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...), so several app processes on
// several machines share them (docs/decisions/050). Names are content hashes: the same bytes are the
// same object, so an object that exists is left alone.
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

import type { Config } from "~/lib/env.server";

import { SAFE_NAME, type MediaStorage, type StoredMedia } from "./storage.server";

export type S3Settings = { S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string } & Pick<
  Config,
  "S3_REGION" | "S3_ENDPOINT" | "S3_PUBLIC_URL"
>;

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      // Path-style addressing works with every S3-compatible server; virtual hosts need DNS per bucket.
      forcePathStyle: Boolean(settings.S3_ENDPOINT),
      credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
      // Checksums only where S3 requires them: not every S3-compatible server knows the newer headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!SAFE_NAME.test(name)) throw new Error(`refusing to store an unsafe file name: ${name}`);
    if (!(await this.exists(name))) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.S3_BUCKET,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    }
    return this.settings.S3_PUBLIC_URL
      ? `${this.settings.S3_PUBLIC_URL.replace(/\/$/, "")}/${name}`
      : `/uploads/${name}`;
  }

  async get(name: string): Promise<StoredMedia | null> {
    if (!SAFE_NAME.test(name)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.S3_BUCKET, Key: name }));
      return {
        bytes: await object.Body!.transformToByteArray(),
        contentType: object.ContentType ?? "application/octet-stream",
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  private async exists(name: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.S3_BUCKET, Key: name }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }
}
