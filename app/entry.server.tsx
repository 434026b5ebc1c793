import { Transform } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";

import { isCrossOriginRefusal, logCrossOriginRefusal } from "~/lib/cross-origin-refusals.server";
import { isDatabaseUnavailable } from "~/lib/errors";
import { RETRY_AFTER_SECONDS } from "~/lib/http.server";
import { redactUrl } from "~/lib/log-redaction";

export const streamTimeout = 5_000;

/** Requests (by load context) whose loaders failed because the database could not be reached. */
const databaseWasUnavailable = new WeakSet<object>();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers, no-JS clients and the page cache (which stores one document for everyone) get the
  // whole document at once; browsers get it streamed.
  const whole = loadContext.wholeDocument === true;
  const readyEvent =
    whole || isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const nonce = loadContext.cspNonce;
  // A loader that failed because the database is away (restarting, say) is a 503 "try again shortly",
  // not a 500: the error page is the same, the status tells clients and load balancers to retry.
  if (responseStatusCode === 500 && databaseWasUnavailable.has(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Set once the render has returned `abort`: a timer made before it would, if the render threw, read
    // `abort` uninitialised and crash the process. The callbacks below clear it.
    // eslint-disable-next-line prefer-const -- read by the callbacks before its one assignment
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      shellRendered = true;
      const body = coalescedBody();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // By default React sends a finished Suspense boundary that comes after the page's first chunk outside its
        // place, hidden, for a script to move in: a browser without JavaScript never showed it (the back-in-stock
        // form, whose browser code loads only where it is shown). Every finished part is written in its place; a
        // part still waiting for data streams in as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (readyEvent === "onShellReady") send();
        },
        onAllReady() {
          // A finished render lets go of its abort timer, which would otherwise hold the whole render
          // (request, loader data, React's tree) until it fired: many pages' worth under load (ADR 104).
          clearTimeout(abortTimer);
          if (readyEvent === "onAllReady") send();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React writes a page in pieces of a few KB, and each piece went down to the socket on its own, through the compression
 * stream, which flushed at every piece: more CPU and a worse ratio (docs/performance.md). What React writes in one tick
 * now leaves as one chunk, so a streamed page still sends each finished part at once.
 */
function coalescedBody(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  let head: Buffer | null = Buffer.alloc(0);
  const release = (end = false) => {
    scheduled = false;
    if (pending.length === 0) return;
    let chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    if (head) {
      // The head is held until it is whole, so a tag split between two writes is still found.
      chunk = Buffer.concat([head, chunk]);
      const close = chunk.indexOf("</head>");
      if (close < 0 && !end) return void (head = chunk);
      head = null;
      const at = close < 0 ? chunk.length : close;
      chunk = Buffer.concat([Buffer.from(withoutModulePreloads(chunk.subarray(0, at).toString())), chunk.subarray(at)]);
    }
    body.push(chunk);
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      if (head && pending.length === 0) pending.push(Buffer.alloc(0));
      release(true);
      done();
    },
  });
  return body;
}

/**
 * React Router's `<Scripts>` preloads every module of the page in the head. Lighthouse's model charges
 * each of them to the first and largest paint, though the page hydrates after its first paint and works
 * before it (docs/decisions/010); without them the module script at the end of the body loads the same
 * modules, after the page's own HTML, stylesheet and images.
 */
function withoutModulePreloads(head: string): string {
  return head.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Errors from loaders, actions and rendering go to the request's log. A 4xx answer (an unknown page,
 * a refused request) is not a server error, and a request the client gave up on is not worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  if (isCrossOriginRefusal(error, request))
    return logCrossOriginRefusal(logger ?? console, request, { route: context?.routeId });
  // Production builds hand handleRequest sanitised errors, so the cause is noted here, before rendering.
  if (isDatabaseUnavailable(error) && context) databaseWasUnavailable.add(context);
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (logger) logger.error({ err: error, url: redactUrl(request.url) }, "unexpected error");
  else console.error(error);
};
