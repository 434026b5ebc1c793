// Between Express and React Router's fetch handler: the Request React Router sees (its body limited by
// request-bodies.ts) and the Response written back. Not @react-router/express: its body is the raw request,
// unbounded, and it appends a route's headers to the shop's defaults (docs/decisions/310).
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

import type { BodyRule } from "~/routes/route-rules";

import { declaredTooLarge, limitedBody, refuseBody, tooLargeMessage } from "./request-bodies";

/** The request's URL as the shop sees it: the Host (or a trusted X-Forwarded-Host) and the original path. */
function requestUrl(req: ExpressRequest): URL {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/**
 * The Fetch Request for React Router, its body read under `rule` (the route's `routeRules.body`), or null when
 * the body was refused already (too large by its Content-Length: answered 413 without reading it).
 */
export function routerRequest(req: ExpressRequest, res: ExpressResponse, rule: BodyRule): Request | null {
  const controller = new AbortController();
  let done = false;
  res.on("finish", () => (done = true));
  res.on("close", () => done || controller.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: requestHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (declaredTooLarge(req, rule)) {
      refuseBody(req, res, rule, 413, tooLargeMessage(rule));
      return null;
    }
    init.body = limitedBody(req, rule, (status, message) => {
      refuseBody(req, res, rule, status, message);
      // The route's read fails with the body; what it answers next is never sent, and nothing of it is logged.
      controller.abort();
    });
    init.duplex = "half";
  }
  return new Request(requestUrl(req).href, init);
}

/** Writes React Router's Response, unless the request was answered already (a refused body). */
export async function sendRouterResponse(
  res: ExpressResponse,
  response: Response,
  { stallMs = RESPONSE_STALL_MS }: { stallMs?: number } = {},
): Promise<void> {
  if (res.headersSent || res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The route's own headers replace the defaults set before it (a page's Referrer-Policy replaces the shop's,
  // not joins it); only cookies add up.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeBody(response.body, res, stallMs);
  } catch (err) {
    if (res.destroyed || res.writableEnded) return;
    throw err;
  }
}

type Flushable = ExpressResponse & { flush?: () => void };

/**
 * How long a response may wait for its client to take more: past it the client has stopped reading, and the
 * response (and what it reads from) is let go rather than kept for as long as the client holds the socket.
 */
export const RESPONSE_STALL_MS = 120_000;

/**
 * Writes a streamed body chunk by chunk, reading the next only once the socket has taken the last (its "drain"),
 * and flushing the compressor after each so a streamed page part leaves at once. Not @react-router/node's
 * writer: it races every read against one promise that lives as long as the response, and each race left a
 * reaction on it holding that chunk, so a download kept every byte it had sent until its end. A client that
 * goes away cancels the body (a CSV stops reading the database); a body that fails destroys the socket, so the
 * download is seen to fail rather than end short.
 */
export async function writeBody(
  body: ReadableStream<Uint8Array>,
  res: Flushable,
  stallMs = RESPONSE_STALL_MS,
): Promise<void> {
  const reader = body.getReader();
  const gone = () => {
    if (!res.writableFinished) reader.cancel().catch(() => {});
  };
  res.once("close", gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (res.destroyed) {
        // its "close" may come after this returns, when no one is left to cancel the body
        reader.cancel().catch(() => {});
        return;
      }
      if (done) {
        res.end();
        return;
      }
      const more = res.write(value);
      res.flush?.();
      if (!more) await drained(res, stallMs);
    }
  } catch (err) {
    reader.cancel(err).catch(() => {});
    if (!res.destroyed) {
      // the error is the caller's to report; the socket's copy of it has no one to hear it
      res.once("error", () => {});
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    }
    throw err;
  } finally {
    res.off("close", gone);
    reader.releaseLock();
  }
}

/**
 * Resolves when the response can take more, or has closed (the next read then finds the body cancelled); a
 * client that takes nothing for `stallMs` is cut off.
 */
function drained(res: ExpressResponse, stallMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    const timer = setTimeout(() => {
      res.destroy();
      done();
    }, stallMs);
    res.on("drain", done);
    res.on("close", done);
  });
}
