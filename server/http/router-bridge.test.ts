import http from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";

import express from "express";
import { describe, expect, it } from "vitest";

import { sendRouterResponse } from "./router-bridge";

// A long download (every order as CSV) as the shop writes it: what has left for the client must not stay in the
// server's memory until the download ends, and a client that goes away stops the reading.
const CHUNK_BYTES = 16 * 1024;

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

type Served = {
  url: string;
  sent: WeakRef<Uint8Array>[];
  cancelled: () => boolean;
  close: () => Promise<void>;
};

async function serve(chunks: number, stallMs?: number): Promise<Served> {
  const sent: WeakRef<Uint8Array>[] = [];
  let cancelled = false;
  const app = express();
  app.get("/export.csv", (_req, res) => {
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent.length === chunks) return controller.close();
          const chunk = new Uint8Array(CHUNK_BYTES).fill(0x61);
          sent.push(new WeakRef(chunk));
          controller.enqueue(chunk);
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
    void sendRouterResponse(res, response, stallMs === undefined ? undefined : { stallMs });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/export.csv`,
    sent,
    cancelled: () => cancelled,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function get(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, resolve).on("error", reject));
}

/** Reads the response until `bytes` have arrived, then stops reading (the download stays open). */
function readUntil(response: http.IncomingMessage, bytes: number): Promise<void> {
  let received = 0;
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received < bytes) return;
      response.pause();
      response.off("data", onData);
      resolve();
    };
    response.on("data", onData);
  });
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a streamed response body", () => {
  it("keeps none of the chunks the client has already received while the download goes on", async () => {
    const served = await serve(2_000);
    try {
      const response = await get(served.url);
      await readUntil(response, 400 * CHUNK_BYTES);
      await turn();
      collectGarbage();
      await turn();
      collectGarbage();

      // the first 300 chunks are in the client's hands; the download is still open
      const kept = served.sent.slice(0, 300).filter((ref) => ref.deref() !== undefined);
      expect(served.sent.length).toBeLessThan(2_000);
      expect(kept).toHaveLength(0);
    } finally {
      await served.close();
    }
  }, 30_000);

  it("stops reading the body when the client goes away mid-download", async () => {
    const served = await serve(2_000);
    try {
      const response = await get(served.url);
      await readUntil(response, 50 * CHUNK_BYTES);
      response.destroy();
      await expect.poll(served.cancelled, { timeout: 5_000 }).toBe(true);
      const produced = served.sent.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(served.sent.length).toBe(produced);
      expect(produced).toBeLessThan(2_000);
    } finally {
      await served.close();
    }
  }, 30_000);

  it("gives up on a client that stops reading: the download ends and the body is no longer read", async () => {
    // a client that never reads held its response, and what it had asked for, open for as long as it liked
    const served = await serve(2_000, 300);
    try {
      const response = await get(served.url);
      await readUntil(response, 50 * CHUNK_BYTES);
      await expect.poll(served.cancelled, { timeout: 5_000 }).toBe(true);
      // what was on its way still arrives, then the download ends short of the whole file
      response.on("error", () => {});
      const ended = new Promise((resolve) => response.once("close", resolve));
      response.resume();
      await ended;
      expect(response.complete).toBe(false);
      expect(served.sent.length).toBeLessThan(2_000);
    } finally {
      await served.close();
    }
  }, 30_000);
});
