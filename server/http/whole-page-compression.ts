// A rendered page that is written all at once (the usual case: React finishes the page before its
// first byte leaves, see app/entry.server.tsx) is compressed in one synchronous call, in the
// request's own turn, instead of through a zlib stream on libuv's thread pool. The stream kept every
// in-flight request's objects alive while it waited for the pool, so they were promoted and
// collected by V8's full collections: an uncached product page cost a fifth more CPU with brotli
// than it does compressed here (docs/decisions/109). A page that is still being written when the
// event loop moves on (a streamed <Suspense> part, a very long page) passes to the `compression`
// middleware as before, and so streams as before.
import zlib from "node:zlib";

import type { NextFunction, Request, Response } from "express";

import { negotiateEncoding, type Encoding } from "./page-cache";

/** Above this, a page is sent through the streaming compressor rather than held in memory. */
export const WHOLE_PAGE_MAX_BYTES = 512 * 1024;
/** Smaller bodies are not worth compressing (compression's own default threshold). */
const MIN_BYTES = 1024;
// Brotli quality 4 is what `compression` used for these pages; the page cache stores its copies at
// quality 11, compressed once.
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(body, { level: zlib.constants.Z_DEFAULT_COMPRESSION });
  return zlib.brotliCompressSync(body, {
    params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Whether the response about to be written is an HTML page this middleware may hold and compress. */
function isWholePageCandidate(res: Response): boolean {
  if (res.headersSent || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader("content-encoding")) return false;
  if (/\bno-transform\b/.test(String(res.getHeader("cache-control") ?? ""))) return false;
  return /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
}

/**
 * Express middleware, mounted after `compression` so that what it does not take passes on to it.
 * Skips HEAD, the JSON API, and clients that accept neither brotli nor gzip.
 */
export function wholePageCompression(req: Request, res: Response, next: NextFunction) {
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (encoding === "identity" || req.method !== "GET" || req.path.startsWith("/api/")) return next();
  const coding: Exclude<Encoding, "identity"> = encoding;

  const write = res.write.bind(res) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;
  // null until the first write decides; then the page so far while held, or "passing" for good.
  let held: Buffer[] | "passing" | null = null;
  let heldBytes = 0;

  /** Hands what was held, and everything after it, to the streaming path. */
  const pass = () => {
    if (held === "passing") return;
    const pending = held;
    held = "passing";
    if (pending && pending.length > 0) write(Buffer.concat(pending));
    // The writer's own flushes came while the page was held, so the streaming compressor gets one now.
    (res as Response & { flush?: () => void }).flush?.();
  };

  /** Adds the chunk to the held page; false when this response is not held (or no longer). */
  const hold = (chunk: unknown, chunkEncoding: unknown): boolean => {
    if (held === null) {
      if (!isWholePageCandidate(res)) {
        held = "passing";
        return false;
      }
      held = [];
      // Still unfinished when the event loop next turns: this page streams.
      setImmediate(pass);
    }
    if (held === "passing") return false;
    if (chunk !== undefined && chunk !== null) {
      const buffer = toBuffer(chunk, chunkEncoding);
      held.push(buffer);
      heldBytes += buffer.length;
    }
    return true;
  };

  res.write = function (chunk: unknown, chunkEncoding?: unknown, callback?: unknown) {
    if (!hold(chunk, chunkEncoding)) return write(chunk, chunkEncoding, callback);
    if (heldBytes > WHOLE_PAGE_MAX_BYTES) pass();
    const done = (typeof chunkEncoding === "function" ? chunkEncoding : callback) as Callback | undefined;
    if (done) process.nextTick(done);
    return true;
  } as Response["write"];

  res.end = function (chunk?: unknown, chunkEncoding?: unknown, callback?: unknown) {
    if (typeof chunk === "function") return finish(undefined, undefined, chunk as Callback);
    return finish(chunk, chunkEncoding, callback as Callback | undefined);
  } as Response["end"];

  function finish(chunk: unknown, chunkEncoding: unknown, callback: Callback | undefined): Response {
    if (typeof chunkEncoding === "function") return finish(chunk, undefined, chunkEncoding as Callback);
    if (!hold(chunk, chunkEncoding)) return end(chunk, chunkEncoding, callback);
    if (heldBytes > WHOLE_PAGE_MAX_BYTES) {
      pass();
      return end(undefined, undefined, callback);
    }
    const body = Buffer.concat(held as Buffer[]);
    held = "passing";
    if (body.length < MIN_BYTES) return end(body, undefined, callback);
    const compressed = compress(body, coding);
    res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", compressed.length);
    res.vary("Accept-Encoding");
    return end(compressed, undefined, callback);
  }

  next();
}
