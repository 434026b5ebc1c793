// What the upload endpoint makes of a picture: a WebP within its kind's size, upright, without EXIF, named by content.
import fs from "node:fs";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { adminUploadsTestDb } from "../support/admin-uploads";

const { upload, fileOnDisk, photoWithGps } = await adminUploadsTestDb();

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
});
