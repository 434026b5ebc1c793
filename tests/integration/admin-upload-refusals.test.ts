// What the upload endpoint refuses: the wrong bytes, oversized bodies, more than one file, unknown kinds, anyone
// but an admin with the CSRF token, and a GET.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { action } from "~/routes/api/admin-uploads";

import { adminUploadsTestDb } from "../support/admin-uploads";
import { routeArgs } from "../support/route-context";

const { db, admin, context, postUpload, tinyPng, upload, uploadedFiles } = await adminUploadsTestDb();

describe("POST /api/admin/uploads", () => {
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
