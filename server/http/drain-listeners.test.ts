import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { drainListeners } from "./drain-listeners";
import { sendRouterResponse } from "./router-bridge";

// A streamed download (the orders CSV) as the shop sends it: React Router's writer waits for "drain" whenever a
// write returns false, through `compression`'s gzip stream.
const CHUNK_BYTES = 32 * 1024;
const CHUNKS = 800;

type Served = { url: string; produced: () => number; gzipStreams: zlib.Gzip[]; close: () => Promise<void> };

async function serveDownload(): Promise<Served> {
  const gzipStreams: zlib.Gzip[] = [];
  const createGzip = zlib.createGzip;
  vi.spyOn(zlib, "createGzip").mockImplementation((options) => {
    const stream = createGzip(options);
    gzipStreams.push(stream);
    return stream;
  });
  let produced = 0;
  const app = express();
  app.use(compression());
  app.use(drainListeners);
  app.get("/export.csv", (_req, res) => {
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (produced === CHUNKS) return controller.close();
          produced++;
          // Base64 of random bytes: gzip cannot shrink it much, so the compressed download outgrows what the
          // loopback socket's buffers hold while the client is not reading.
          controller.enqueue(new TextEncoder().encode(randomBytes((CHUNK_BYTES / 4) * 3).toString("base64")));
        },
      },
      { highWaterMark: 0 },
    );
    void sendRouterResponse(res, new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8" } }));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/export.csv`,
    produced: () => produced,
    gzipStreams,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function get(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) =>
    http.get(url, { headers: { "accept-encoding": "gzip" } }, resolve).on("error", reject),
  );
}

async function readAll(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return zlib.gunzipSync(Buffer.concat(chunks));
}

afterEach(() => vi.restoreAllMocks());

describe("a streamed download through compression", () => {
  it("keeps one drain listener on the compressor however many writes wait for drain", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    const served = await serveDownload();
    try {
      const response = await get(served.url);
      expect(response.headers["content-encoding"]).toBe("gzip");
      let mostListeners = 0;
      response.on("data", () => {
        for (const stream of served.gzipStreams) mostListeners = Math.max(mostListeners, stream.listenerCount("drain"));
      });
      const text = await readAll(response);

      expect(text.length).toBe(CHUNK_BYTES * CHUNKS);
      expect(served.gzipStreams).toHaveLength(1);
      expect(mostListeners).toBeGreaterThan(0);
      expect(mostListeners).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await served.close();
    }
  }, 30_000);

  it("makes the producer wait while the client is not reading, then sends everything", async () => {
    const served = await serveDownload();
    try {
      const response = await get(served.url);
      response.pause();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Only what the socket, the compressor and the response buffer hold was produced, not the whole download.
      expect(served.produced()).toBeGreaterThan(0);
      expect(served.produced()).toBeLessThan(CHUNKS / 2);

      const text = await readAll(response);
      expect(text.length).toBe(CHUNK_BYTES * CHUNKS);
      expect(served.produced()).toBe(CHUNKS);
    } finally {
      await served.close();
    }
  }, 30_000);
});
