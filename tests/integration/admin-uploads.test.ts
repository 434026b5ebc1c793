import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { action } from "~/routes/api/admin-uploads";

import { createAdminSession } from "../support/factories";
import { routeArgs, routeContext } from "../support/route-context";
import { testDb } from "../support/test-db";

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

describe("POST /api/admin/uploads", () => {
  it("turns a real PNG into a WebP within the kind's size, without EXIF, with srcset widths", async () => {
    const png = await photoWithGps();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const { status, body } = await upload(png, "product");
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect([body.width, body.height]).toEqual([1920, 1280]);

    const stored = fs.readFileSync(fileOnDisk(body.url!));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1920, height: 1280 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("SecretCam")).toBe(false);
    for (const w of [400, 800, 1200]) {
      const variant = await sharp(fs.readFileSync(fileOnDisk(body.url!.replace(".webp", `-${w}w.webp`)))).metadata();
      expect(variant).toMatchObject({ format: "webp", width: w });
    }
  });

  it("uses each kind's maximum dimension: variant and review images stop at 800 px", async () => {
    const png = await photoWithGps();
    for (const kind of ["variant", "review"]) {
      const { body } = await upload(png, kind);
      expect([body.width, body.height]).toEqual([800, 533]);
    }
  });

  it("accepts JPEG, WebP, GIF and AVIF too, always answering with a WebP", async () => {
    const base = () => sharp({ create: { width: 120, height: 90, channels: 3, background: "#0ea5e9" } });
    const inputs = {
      jpeg: await base().jpeg().toBuffer(),
      webp: await base().webp().toBuffer(),
      gif: await base().gif().toBuffer(),
      avif: await base().avif().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(inputs)) {
      const { status, body } = await upload(bytes, "gallery", { name: `picture.${format}` });
      expect(status, format).toBe(201);
      expect(body, format).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 120, height: 90 });
      expect((await sharp(fs.readFileSync(fileOnDisk(body.url!))).metadata()).format).toBe("webp");
    }
  });

  it("turns a phone photo upright from its EXIF orientation before dropping the EXIF", async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#f97316" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { body } = await upload(sideways, "review", { name: "phone.jpg" });
    expect([body.width, body.height]).toEqual([100, 200]);
    expect((await sharp(fs.readFileSync(fileOnDisk(body.url!))).metadata()).orientation).toBeUndefined();
  });

  it("names files by their content, so the same picture is stored once", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#7c3aed" } })
      .png()
      .toBuffer();
    const first = await upload(png, "gallery", { name: "a.png" });
    const second = await upload(png, "gallery", { name: "b.png" });
    expect(first.body.url).toBe(second.body.url);
  });

  it("trusts the bytes, not the name: a renamed executable is refused", async () => {
    const before = uploadedFiles().length;
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(0)]);
    const { status, body } = await upload(new Blob([elf], { type: "image/png" }), "product", { name: "holiday.png" });
    expect(status).toBe(400);
    expect(body.error).toBe("Please upload an image file (PNG, JPEG, WebP, GIF or AVIF).");
    expect(uploadedFiles().length).toBe(before);
  });

  it("refuses an SVG even when it claims to be an image", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const { status, body } = await upload(new Blob([svg as BlobPart], { type: "image/svg+xml" }), "logo", {
      name: "logo.svg",
    });
    expect(status).toBe(400);
    expect(body.error).toBe("Please upload an image file.");
  });

  it("refuses a truncated image with a clear message", async () => {
    const png = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const { status, body } = await upload(png.subarray(0, Math.floor(png.length * 0.6)), "product");
    expect(status).toBe(400);
    expect(body.error).toBe("The image could not be read. It may be damaged or incomplete.");
  });

  it("refuses a logo over 2MB with SPEC's message", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { status, body } = await upload(big, "logo");
    expect(status).toBe(413);
    expect(body.error).toBe("Logo must be less than 2MB.");
  });

  it("refuses a body bigger than any upload before reading it", async () => {
    const request = new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      body: "x",
      headers: {
        cookie: admin.cookie,
        "x-csrf-token": admin.csrfToken,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(500 * 1024 * 1024),
      },
    });
    const response = (await action(routeArgs(db, request, {}, context))) as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The upload is too large." });
  });

  it("stops reading a body that grows past any upload without saying its length, and stores nothing", async () => {
    const before = uploadedFiles().length;
    const boundary = "streamed-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; ` +
        `name="kind"\r\n\r\nvideo\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const megabyte = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(sent === 0 ? head : megabyte);
        if (++sent > 110) controller.close();
      },
    });
    const request = new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        cookie: admin.cookie,
        "x-csrf-token": admin.csrfToken,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    const response = (await action(routeArgs(db, request, {}, context))) as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The upload is too large." });
    expect(sent).toBeLessThan(110);
    expect(uploadedFiles().length).toBe(before);
  });

  it("takes one file per upload", async () => {
    const png = await tinyPng();
    const form = new FormData();
    form.append("kind", "product");
    form.append("file", new Blob([png as BlobPart]), "a.png");
    form.append("file", new Blob([png as BlobPart]), "b.png");
    const response = await postUpload(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Send one file and its kind." });
  });

  it(
    "refuses a file of the wrong kind or a broken video: " + "a video as a product image, a picture as a video",
    async () => {
      const mp4 = new Uint8Array([
        0,
        0,
        0,
        0x20,
        ...new TextEncoder().encode("ftypisom"),
        0,
        0,
        2,
        0,
        ...new Array(100).fill(0),
      ]);
      expect(await upload(mp4, "product", { name: "a.mp4" })).toEqual({
        status: 400,
        body: { error: "Please upload an image file (PNG, JPEG, WebP, GIF or AVIF)." },
      });
      const png = await tinyPng();
      expect(await upload(png, "video")).toEqual({
        status: 400,
        body: { error: "Please upload a video file (MP4 or WebM)." },
      });
      // ...while the video kind refuses a video header glued to anything else, and stores a whole MP4 as it is.
      expect(await upload(mp4, "video", { name: "clip.mp4" })).toEqual({
        status: 400,
        body: { error: "This video file is damaged or incomplete. Please upload a whole MP4 or WebM file." },
      });
      const real = fs.readFileSync(path.resolve(import.meta.dirname, "../../public/videos/demo/x55-hands-on.mp4"));
      expect((await upload(real.subarray(0, real.length - 500), "video", { name: "cut.mp4" })).status).toBe(400);
      const stored = await upload(real, "video", { name: "clip.mp4" });
      expect(stored.status).toBe(201);
      expect(stored.body).toMatchObject({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.mp4$/),
        width: null,
        height: null,
      });
    },
  );

  it("refuses an unknown kind and a missing file", async () => {
    const png = await tinyPng();
    expect((await upload(png, "banner")).status).toBe(400);
    const form = new FormData();
    form.append("kind", "product");
    const response = await postUpload(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Choose a file to upload." });
  });

  it("is for admins only, with the CSRF token", async () => {
    const png = await tinyPng();
    expect((await upload(png, "product", { headers: { cookie: "", "x-csrf-token": "" } })).status).toBe(401);
    expect((await upload(png, "product", { headers: { "x-csrf-token": "wrong" } })).status).toBe(403);
  });
});

describe("GET /api/admin/uploads", () => {
  it("is not a page: 401 for visitors, 405 for admins", async () => {
    const { loader } = await import("~/routes/api/admin-uploads");
    const anonymous = (await loader(routeArgs(db, new Request("http://localhost/api/admin/uploads")))) as Response;
    expect(anonymous.status).toBe(401);
    const signedIn = (await loader(
      routeArgs(db, new Request("http://localhost/api/admin/uploads", { headers: { cookie: admin.cookie } })),
    )) as Response;
    expect(signedIn.status).toBe(405);
  });
});
