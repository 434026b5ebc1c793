// Which storage the shop's uploads use, from the config (ADR 087).
import type { Config } from "~/lib/env.server";
import { S3Storage } from "./s3-storage.server";
import { localUploads, type MediaStorage } from "./storage.server";

const configured = new WeakMap<object, MediaStorage>();

/** The shop's media storage for a config: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. One per config object. */
export function mediaStorage(config: Config): MediaStorage {
  let storage = configured.get(config);
  if (!storage) {
    if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
      storage = new S3Storage({ ...config, S3_BUCKET: config.S3_BUCKET, S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY });
    } else {
      storage = localUploads(config.DATA_DIR);
    }
    configured.set(config, storage);
  }
  return storage;
}
