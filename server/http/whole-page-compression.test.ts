// Pages written at once are compressed whole (one Content-Length, the same bytes once decoded); a
// page still being written keeps streaming; what the middleware does not take, `compression` does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rawResponse } from "../../tests/support/raw-response";
import { WHOLE_PAGE_MAX_BYTES, wholePageCompression } from "./whole-page-compression";

const paragraphs = Array.from({ length: 400 }, (_, i) => `<p>Retro handheld ${i}</p>`).join("");
const page = `<!DOCTYPE html><html><body>${paragraphs}</body></html>`;
let releaseSecondPart = () => {};

const app = express();
app.use(compression());
app.use(wholePageCompression);
app.get("/page", (_req, res) => {
  res.type("html");
  res.write(page); // as React Router writes a finished page: one write, then end
  res.end();
});
app.get("/long-page", (_req, res) => {
  res.type("html");
  const piece = `<p>${"x".repeat(64 * 1024)}</p>`;
  for (let written = 0; written <= WHOLE_PAGE_MAX_BYTES; written += piece.length) res.write(piece);
  res.end("</html>");
});
app.get("/streamed", (_req, res) => {
  res.type("html");
  res.write(`<html><body><p>part one</p>${"<!-- padding -->".repeat(100)}`);
  (res as unknown as { flush?: () => void }).flush?.(); // what React Router's adapter does after each write
  releaseSecondPart = () => res.end("<p>part two</p></body></html>");
});
app.get("/tiny", (_req, res) => res.type("html").end("<p>hi</p>"));
app.get("/text", (_req, res) => res.type("text").send("plain text ".repeat(500)));

let origin = "";
let server: http.Server;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw response: headers and the bytes as sent, not decoded. */
const raw = (path: string, acceptEncoding: string, method = "GET") =>
  rawResponse(`${origin}${path}`, acceptEncoding, method);

describe("wholePageCompression", () => {
  it("sends a page written at once compressed whole, with its length, in brotli or gzip", async () => {
    const br = await raw("/page", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(page.length / 4);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await raw("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
  });

  it("sends the page as it is to a client that accepts no compression", async () => {
    const plain = await raw("/page", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("keeps a page that is still being written streaming: its first part arrives before the rest exists", async () => {
    const response = await fetch(`${origin}/streamed`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("part one")) text += (await reader.read()).value ?? "";
    releaseSecondPart();
    for (let next = await reader.read(); !next.done; next = await reader.read()) text += next.value;
    expect(text).toMatch(/<p>part one<\/p>(<!-- padding -->)+<p>part two<\/p><\/body><\/html>$/);
  });

  it("streams a page longer than it holds, and the client still gets every byte", async () => {
    const long = await fetch(`${origin}/long-page`, { headers: { "accept-encoding": "gzip" } });
    expect(long.headers.get("content-encoding")).toBe("gzip");
    const text = await long.text();
    expect(text.length).toBeGreaterThan(WHOLE_PAGE_MAX_BYTES);
    expect(text.endsWith("</p></html>")).toBe(true);
  });

  it("leaves tiny pages uncompressed and other content to the streaming compressor", async () => {
    const tiny = await raw("/tiny", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("<p>hi</p>");

    const text = await raw("/text", "br");
    expect(text.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(text.body).toString()).toBe("plain text ".repeat(500));
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const head = await raw("/page", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-type"]).toMatch(/text\/html/);
  });
});
