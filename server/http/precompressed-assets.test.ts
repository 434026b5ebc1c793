// Build assets go out as the copies the build compressed (scripts/precompress-assets.ts run on a folder here, as Vite
// runs it at the end of each build), decoding to the very file; a browser that takes neither encoding, and a file
// without copies, get what express.static sends.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { precompressAssets } from "../../scripts/precompress-assets";
import { rawResponse } from "../../tests/support/raw-response";
import { precompressedAssets } from "./precompressed-assets";

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const assets = path.join(outDir, "assets");
const script =
  `export const consoles = ` +
  `${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ name: `Retro handheld ${i}`, price: 4999 + i })))};\n`;
const tinyScript = "export const x = 1;\n";

let origin = "";
let server: http.Server;
beforeAll(async () => {
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(assets, "entry-abc123.js"), script);
  fs.writeFileSync(path.join(assets, "tiny-def456.js"), tinyScript);
  fs.writeFileSync(path.join(assets, "photo-789.png"), Buffer.alloc(4096, 7));
  const plugin = precompressAssets(outDir) as unknown as { closeBundle: () => Promise<void> };
  await plugin.closeBundle();

  // As server/http/app.ts mounts them.
  const app = express();
  app.use(compression());
  app.use(
    "/assets",
    precompressedAssets(assets),
    express.static(assets, { immutable: true, maxAge: "1y", index: false }),
  );
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(outDir, { recursive: true, force: true });
});

/** The raw response: headers and the bytes as sent, not decoded. */
const raw = (file: string, acceptEncoding: string, method = "GET") =>
  rawResponse(`${origin}/assets/${file}`, acceptEncoding, method);

describe("precompressed build assets", () => {
  it("writes a brotli and a gzip copy of each script worth compressing, and none of small or binary files", () => {
    const names = fs.readdirSync(assets).sort();
    expect(names).toEqual([
      "entry-abc123.js",
      "entry-abc123.js.br",
      "entry-abc123.js.gz",
      "photo-789.png",
      "tiny-def456.js",
    ]);
    expect(fs.statSync(path.join(assets, "entry-abc123.js.br")).size).toBeLessThan(script.length / 4);
  });

  it("compresses at the end of the server build too: the route manifest React Router writes gets copies", async () => {
    const routes = Array.from({ length: 60 }, (_, i) => ({ id: `routes/page-${i}` }));
    const manifest = `window.__reactRouterManifest=${JSON.stringify({ routes })};`;
    fs.writeFileSync(path.join(assets, "manifest-1a2b3c4d.js"), manifest);
    const brotliBefore = fs.statSync(path.join(assets, "entry-abc123.js.br")).mtimeMs;
    await (precompressAssets(outDir) as unknown as { closeBundle: () => Promise<void> }).closeBundle();
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, "manifest-1a2b3c4d.js.br"))).toString()).toBe(
      manifest,
    );
    expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, "manifest-1a2b3c4d.js.gz"))).toString()).toBe(manifest);
    expect(fs.statSync(path.join(assets, "entry-abc123.js.br")).mtimeMs).toBe(brotliBefore); // done once
  });

  it("sends the brotli copy to a browser that takes it, decoding to the file, cached for a year", async () => {
    const response = await raw("entry-abc123.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toEqual(fs.readFileSync(path.join(assets, "entry-abc123.js.br")));
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends the gzip copy where brotli is not taken, or refused with q=0", async () => {
    for (const accepted of ["gzip, deflate", "br;q=0, gzip"]) {
      const response = await raw("entry-abc123.js", accepted);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const response = await raw("entry-abc123.js", "br", "HEAD");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(Number(response.headers["content-length"])).toBe(fs.statSync(path.join(assets, "entry-abc123.js.br")).size);
    expect(response.body.length).toBe(0);
  });

  it("sends the file itself to a browser that takes no compression, and files without copies as before", async () => {
    const plain = await raw("entry-abc123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
    const tiny = await raw("tiny-def456.js", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe(tinyScript);
    const missing = await raw("gone-000.js", "br");
    expect(missing.status).toBe(404);
  });
});
