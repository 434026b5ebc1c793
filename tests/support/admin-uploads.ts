// The upload endpoint as the admin's browser posts to it: a file's database with an admin signed in, its own
// data directory (removed afterwards), and the pictures the tests send.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll } from "vitest";

import { action } from "~/routes/api/admin-uploads";

import { createAdminSession } from "./factories";
import { routeArgs, routeContext } from "./route-context";
import { testDb } from "./test-db";

export async function adminUploadsTestDb() {
  const { db } = await testDb();
  const admin = await createAdminSession(db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-test-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const context = { config: { ...routeContext(db).config, DATA_DIR: dataDir } };

  type Body = { url?: string; width?: number | null; height?: number | null; error?: string };

  /** Posts a form to the upload endpoint as the signed-in admin. */
  async function postUpload(form: FormData, headers: Record<string, string> = {}) {
    const request = new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      body: form,
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrfToken, ...headers },
    });
    return (await action(routeArgs(db, request, {}, context))) as Response;
  }

  /** A tiny red PNG, for tests about the request rather than the picture. */
  const tinyPng = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .png()
      .toBuffer();

  async function upload(
    file: Blob | Uint8Array,
    kind: string,
    { name = "photo.png", headers = {} as Record<string, string> } = {},
  ) {
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", file instanceof Blob ? file : new Blob([file as BlobPart]), name);
    const response = await postUpload(form, headers);
    return { status: response.status, body: (await response.json()) as Body };
  }

  const fileOnDisk = (url: string) => path.join(dataDir, "uploads", path.basename(url));
  const uploadedFiles = () =>
    fs.existsSync(path.join(dataDir, "uploads")) ? fs.readdirSync(path.join(dataDir, "uploads")) : [];

  /** A big photo-like PNG that carries EXIF with a camera make and a GPS position. */
  const photoWithGps = async () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#335577" } })
      .composite([
        {
          input: await sharp({
            create: {
              width: 300,
              height: 200,
              channels: 3,
              background: "#000000",
              noise: { type: "gaussian", mean: 128, sigma: 40 },
            },
          })
            .png()
            .toBuffer(),
          top: 100,
          left: 100,
        },
      ])
      .withExif({
        IFD0: { Make: "SecretCam", Copyright: "Someone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
      })
      .png()
      .toBuffer();
  return { db, admin, dataDir, context, postUpload, tinyPng, upload, fileOnDisk, uploadedFiles, photoWithGps };
}
