// Uploads into an S3-compatible bucket when S3_BUCKET is set (docs/decisions/050): the real AWS SDK v3
// against a fake S3 on 127.0.0.1 that checks every request's SigV4 signature.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readConfig, type Config } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { S3Storage } from "~/modules/media/s3-storage.server";
import { action } from "~/routes/api/admin-uploads";

import { uploadsHandler } from "../../server/http/uploads";
import { startFakeS3, type FakeS3 } from "../fakes/s3-server";
import { createAdminSession } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const admin = await createAdminSession(db);
let s3: FakeS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-uploads-test-"));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const s3Config = (extra: Record<string, string> = {}): Config =>
  readConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    ...extra,
  });

async function upload(config: Config, bytes: Buffer) {
  const form = new FormData();
  form.append("kind", "product");
  form.append("file", new Blob([bytes as BlobPart]), "photo.png");
  const request = new Request("http://localhost/api/admin/uploads", {
    method: "POST",
    body: form,
    headers: { cookie: admin.cookie, "x-csrf-token": admin.csrfToken },
  });
  const response = (await action(routeArgs(db, request, {}, { config }))) as Response;
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

const png = (colour: string) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("uploads in an S3-compatible bucket", () => {
  it("puts the image and its srcset widths in the bucket, not on the local disk", async () => {
    const config = s3Config();
    const { status, body } = await upload(config, await png("#225588"));
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const name = path.basename(body.url!);
    const stored = s3.objects.get(name)!;
    expect(stored.contentType).toBe("image/webp");
    expect(stored.cacheControl).toContain("immutable");
    expect((await sharp(stored.body).metadata()).format).toBe("webp");
    for (const width of [400, 800, 1200]) expect(s3.objects.has(name.replace(".webp", `-${width}w.webp`))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(s3.refused).toBe(0);
  });

  it("does not upload the same bytes twice (HEAD finds the object)", async () => {
    const config = s3Config();
    const bytes = await png("#883322");
    await upload(config, bytes);
    const puts = s3.calls.filter((c) => c.method === "PUT").length;
    const again = await upload(config, bytes);
    expect(again.status).toBe(201);
    expect(s3.calls.filter((c) => c.method === "PUT").length).toBe(puts);
  });

  it("serves /uploads/NAME from the bucket with immutable caching, and 404s an unknown name", async () => {
    const config = s3Config();
    const { body } = await upload(config, await png("#228833"));
    const app = express();
    app.use("/uploads", uploadsHandler(config, createLogger("silent")));
    app.use((_req, res) => void res.status(404).send("not found"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}${body.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(Buffer.from(await response.arrayBuffer()).equals(s3.objects.get(path.basename(body.url!))!.body)).toBe(
        true,
      );
      expect((await fetch(`${base}/uploads/00000000000000000000000000000000.webp`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it("answers the bucket's public address when S3_PUBLIC_URL is set", async () => {
    const { body } = await upload(s3Config({ S3_PUBLIC_URL: "https://media.example.com/" }), await png("#555555"));
    expect(body.url).toMatch(/^https:\/\/media\.example\.com\/[0-9a-f]{32}\.webp$/);
  });

  it("is refused by the bucket with a wrong secret key: the signature is checked", async () => {
    const wrong = new S3Storage({
      ...s3Config(),
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: "not-the-secret",
    });
    const before = s3.refused;
    await expect(
      wrong.put("0123456789abcdef0123456789abcdef.webp", new Uint8Array([1, 2, 3]), "image/webp"),
    ).rejects.toThrow();
    expect(s3.refused).toBeGreaterThan(before);
  });
});
