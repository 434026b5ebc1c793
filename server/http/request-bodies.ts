// Request bodies (docs/decisions/081): every route has a size limit that fits it (its `routeRules.body`, read
// through route-index.ts), checked on the declared
// Content-Length before anything is read and then on the bytes as they arrive, and a body must keep
// arriving: one that trickles in is cut off. React Router reads the body only through the stream made here.
import type { IncomingMessage } from "node:http";

import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

import { KB, MB } from "~/lib/bytes";
import type { BodyRule } from "~/routes/route-rules";

// How a refusal names each kind of body, and whether it answers JSON `{ error }` (the API) or plain text.
const KINDS: Record<BodyRule["kind"], { label: string; json: boolean }> = {
  form: { label: "a form", json: false },
  file: { label: "a product file", json: false },
  json: { label: "this request", json: true },
  webhook: { label: "a webhook event", json: true },
  upload: { label: "an upload", json: true },
};

export function tooLargeMessage(rule: BodyRule): string {
  const size = rule.limit >= MB ? `${Math.floor(rule.limit / MB)} MB` : `${Math.floor(rule.limit / KB)} KB`;
  return `The request is too large: ${KINDS[rule.kind].label} may be at most ${size}.`;
}

export const TOO_SLOW_MESSAGE = "The request body arrived too slowly. Please try again.";

/**
 * A body must keep coming while the route reads it: at least MIN_PROGRESS_BYTES (or the rest of the body,
 * when less is left) in every window of BODY_WINDOW_MS. A client sending a byte every second or two is cut
 * off within a window or two; an upload over a slow line sends far more than this per window.
 */
export const BODY_WINDOW_MS = 5_000;
export const MIN_PROGRESS_BYTES = 1024;

/** The declared Content-Length, or null when there is none (chunked) or it is not a number. */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/** How long a refused request's connection stays open for the client to read the answer, its bytes discarded. */
export const LINGER_MS = 1_000;

/**
 * Answers a refused body once and closes the connection: what still arrives is discarded unread for a
 * moment (a client busy sending then still reads the answer), then the socket is closed.
 */
export function refuseBody(
  req: ExpressRequest,
  res: ExpressResponse,
  rule: BodyRule,
  status: 408 | 413,
  message: string,
) {
  const close = () => setTimeout(() => req.socket?.destroy(), LINGER_MS).unref();
  if (res.headersSent) {
    close();
    return;
  }
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.once("finish", () => {
    req.resume();
    close();
  });
  if (KINDS[rule.kind].json) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/** Too large by its Content-Length: answered before a byte of the body is read. */
export function declaredTooLarge(req: IncomingMessage, rule: BodyRule): boolean {
  const length = declaredLength(req);
  return length !== null && length > rule.limit;
}

/**
 * The body as a web stream for React Router: bytes are counted as they arrive, the request is paused
 * while nobody reads (so memory holds at most the stream's small buffer), and a body that grows past
 * the rule's limit or stalls errors the stream and calls `refuse` — never a truncated body that a route
 * could take for a whole one.
 */
export function limitedBody(
  req: IncomingMessage,
  rule: BodyRule,
  refuse: (status: 408 | 413, message: string) => void,
): ReadableStream<Uint8Array> {
  const declared = declaredLength(req);
  let received = 0;
  let windowStart = 0;
  let timer: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let settled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const stopClock = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const startClock = () => {
    if (settled || timer) return;
    windowStart = received;
    timer = setTimeout(checkProgress, BODY_WINDOW_MS);
  };
  const checkProgress = () => {
    timer = undefined;
    const left = declared === null ? MIN_PROGRESS_BYTES : declared - windowStart;
    if (received - windowStart < Math.min(MIN_PROGRESS_BYTES, left)) return fail(408, TOO_SLOW_MESSAGE);
    startClock();
  };
  const detach = () => {
    settled = true;
    stopClock();
    clearTimeout(deadline);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    req.off("close", onClose);
  };
  const fail = (status: 408 | 413, message: string) => {
    if (settled) return;
    detach();
    req.pause();
    controller.error(new Error(message));
    refuse(status, message);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > rule.limit) return fail(413, tooLargeMessage(rule));
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
    if ((controller.desiredSize ?? 0) <= 0) {
      req.pause(); // nobody is reading: the client waits, and its wait is not slowness
      stopClock();
    }
  };
  const onEnd = () => {
    detach();
    controller.close();
  };
  const onError = (err: Error) => {
    detach();
    controller.error(err);
  };
  // A connection that closes before the body ended is an error, not the end of the body.
  const onClose = () => {
    if (settled) return;
    detach();
    controller.error(new Error("The connection closed before the request body was complete."));
  };

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.on("data", onData);
        req.once("end", onEnd);
        req.once("error", onError);
        req.once("close", onClose);
        startClock();
        if (rule.deadlineMs !== null) deadline = setTimeout(() => fail(408, TOO_SLOW_MESSAGE), rule.deadlineMs);
      },
      pull() {
        if (settled) return;
        req.resume();
        startClock();
      },
      cancel() {
        detach();
      },
    },
    { highWaterMark: 64 * KB, size: (chunk) => chunk.byteLength },
  );
}
