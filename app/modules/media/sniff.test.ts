import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sniffMedia, videoIsWhole } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffMedia", () => {
  // a PNG's signature and its first chunk, the header that file-type reads to tell PNG from animated PNG
  const pngHead = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6]);

  it("recognises the image formats by their first bytes", async () => {
    expect(await sniffMedia(bytes([...pngHead], [0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]))).toEqual({
      media: "image",
      format: "png",
    });
    expect(await sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ media: "image", format: "jpeg" });
    expect(await sniffMedia(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({ media: "image", format: "webp" });
    expect(await sniffMedia(bytes("GIF89a", [1, 0]))).toEqual({ media: "image", format: "gif" });
    expect(await sniffMedia(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0]))).toEqual({
      media: "image",
      format: "avif",
    });
  });

  it("recognises MP4 and WebM video", async () => {
    expect(await sniffMedia(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))).toEqual({
      media: "video",
      format: "mp4",
    });
    expect(
      await sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm")),
    ).toEqual({ media: "video", format: "webm" });
  });

  it("refuses anything else, whatever its name would say", async () => {
    expect(
      await sniffMedia(bytes("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")),
    ).toBeNull();
    expect(await sniffMedia(bytes("MZ", [0x90, 0, 3, 0]))).toBeNull(); // a Windows executable
    expect(await sniffMedia(bytes([0x7f], "ELF", [2, 1, 1]))).toBeNull();
    expect(await sniffMedia(bytes("%PDF-1.7"))).toBeNull();
    expect(await sniffMedia(bytes([0, 0, 0, 0x18], "ftypqt  "))).toBeNull(); // QuickTime, not MP4
    expect(await sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska"))).toBeNull(); // Matroska, not WebM
    expect(await sniffMedia(new Uint8Array())).toBeNull();
  });
});

describe("videoIsWhole", () => {
  const demo = (name: string) =>
    new Uint8Array(readFileSync(path.resolve(import.meta.dirname, "../../../public/videos/demo", name)));

  it("accepts the shop's own MP4s, and a small WebM whose segment fits", () => {
    for (const name of ["home-classics.mp4", "x55-hands-on.mp4"]) expect(videoIsWhole(demo(name), "mp4")).toBe(true);
    const webm = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x84], "webm", [0x18, 0x53, 0x80, 0x67, 0x83, 1, 2, 3]);
    expect(videoIsWhole(webm, "webm")).toBe(true);
    const live = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x84], "webm", [0x18, 0x53, 0x80, 0x67, 0xff, 1, 2, 3]);
    expect(videoIsWhole(live, "webm")).toBe(true); // a segment of unknown size (a live recording)
  });

  it("refuses a video header glued to anything else, and a cut-off file", () => {
    const mp4 = demo("home-classics.mp4");
    expect(videoIsWhole(mp4.subarray(0, mp4.length - 1000), "mp4")).toBe(false);
    const header = bytes([0, 0, 0, 0x10], "ftypisom", [0, 0, 2, 0]);
    expect(
      videoIsWhole(new Uint8Array([...header, ...new TextEncoder().encode("<?php system($_GET[c]); ?>")]), "mp4"),
    ).toBe(false);
    expect(videoIsWhole(header, "mp4")).toBe(false); // no moov: nothing to play
    const cut = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x84], "webm", [0x18, 0x53, 0x80, 0x67, 0x88, 1, 2]);
    expect(videoIsWhole(cut, "webm")).toBe(false);
    expect(videoIsWhole(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x84], "webm", "<html>"), "webm")).toBe(false);
  });
});
