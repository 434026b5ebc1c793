// `compression` hands a response's "drain" listeners to its zlib stream through `res.on`, but `res.once`'s
// wrapper and `res.off`/`removeListener` act on the response itself, so they never reach the zlib stream. A
// writer that waits for drain once per write that returned false (React Router's, for every streamed body)
// left one listener on the zlib stream per wait for the whole download, each holding its promise, and every
// drain called them all (Node warned of a leak). Here the response keeps its own drain listeners and gives
// `compression` a single one that calls them, so adding and removing stay symmetrical.
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;
type Entry = { listener: Listener; once: boolean };

/** Express middleware, mounted directly after `compression` (it wraps the `res.on` that `compression` set). */
export function drainListeners(_req: Request, res: Response, next: NextFunction) {
  const on = res.on;
  const once = res.once;
  const removeListener = res.removeListener;
  const entries: Entry[] = [];
  let forwarding = false;

  const drained = (...args: unknown[]) => {
    for (const entry of entries.slice()) {
      if (entry.once) remove(entry.listener);
      entry.listener.apply(res, args);
    }
  };
  const add = (listener: Listener, isOnce: boolean) => {
    entries.push({ listener, once: isOnce });
    if (!forwarding) {
      forwarding = true;
      on.call(res, "drain", drained);
    }
    return res;
  };
  function remove(listener: Listener) {
    const index = entries.findLastIndex((entry) => entry.listener === listener);
    if (index >= 0) entries.splice(index, 1);
    return res;
  }

  res.on = res.addListener = function (this: Response, event: string | symbol, listener: Listener) {
    return event === "drain" ? add(listener, false) : on.call(this, event, listener);
  } as Response["on"];
  res.once = function (this: Response, event: string | symbol, listener: Listener) {
    return event === "drain" ? add(listener, true) : once.call(this, event, listener);
  } as Response["once"];
  res.off = res.removeListener = function (this: Response, event: string | symbol, listener: Listener) {
    return event === "drain" ? remove(listener) : removeListener.call(this, event, listener);
  } as Response["off"];
  next();
}
