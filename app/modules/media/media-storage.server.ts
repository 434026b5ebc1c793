// Which storage the shop's uploads use, from the config: a local folder is seen by one machine only, so a shop
// served by several uses an S3 bucket (ADR 050).
import type { Config } from "~/lib/env.server";

import type { S3Settings } from "./s3-storage.server";
import { localUploads, type MediaStorage } from "./storage.server";

const configured = new WeakMap<object, MediaStorage>();

/**
 * The shop's media storage for a config: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. One per config
 * object.
 */
export function mediaStorage(config: Config): MediaStorage {
  let storage = configured.get(config);
  if (!storage) {
    if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
      storage = bucketStorage({
        ...config,
        S3_BUCKET: config.S3_BUCKET,
        S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
      });
    } else {
      storage = localUploads(config.DATA_DIR);
    }
    configured.set(config, storage);
  }
  return storage;
}

/** The bucket, with the AWS SDK loaded on first use: a shop keeping uploads on disk never loads it (nor its memory). */
function bucketStorage(settings: S3Settings): MediaStorage {
  let bucket: Promise<MediaStorage> | undefined;
  const open = () => (bucket ??= import("./s3-storage.server").then(({ S3Storage }) => new S3Storage(settings)));
  return {
    put: async (name, bytes, contentType) => (await open()).put(name, bytes, contentType),
    get: async (name) => (await open()).get(name),
  };
}
