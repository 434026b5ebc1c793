import { describe, expect, it } from "vitest";

import { sniffMedia } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffMedia", () => {
  it("recognises the image formats by their first bytes", () => {
    expect(sniffMedia(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], "rest"))).toEqual({
      media: "image",
      format: "png",
    });
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ media: "image", format: "jpeg" });
    expect(sniffMedia(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({ media: "image", format: "webp" });
    expect(sniffMedia(bytes("GIF89a", [1, 0]))).toEqual({ media: "image", format: "gif" });
    expect(sniffMedia(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0]))).toEqual({ media: "image", format: "avif" });
  });

  it("recognises MP4 and WebM video", () => {
    expect(sniffMedia(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))).toEqual({ media: "video", format: "mp4" });
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm"))).toEqual(
      { media: "video", format: "webm" },
    );
  });

  it("refuses anything else, whatever its name would say", () => {
    expect(sniffMedia(bytes("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))).toBeNull();
    expect(sniffMedia(bytes("MZ", [0x90, 0, 3, 0]))).toBeNull(); // a Windows executable
    expect(sniffMedia(bytes([0x7f], "ELF", [2, 1, 1]))).toBeNull();
    expect(sniffMedia(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffMedia(bytes([0, 0, 0, 0x18], "ftypqt  "))).toBeNull(); // QuickTime, not MP4
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska"))).toBeNull(); // Matroska, not WebM
    expect(sniffMedia(new Uint8Array())).toBeNull();
  });
});
