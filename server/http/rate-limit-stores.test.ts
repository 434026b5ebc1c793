// A store that answered in time is believed, even when this process was too busy to read the answer at once: a
// busy event loop must not turn every limit into "allowed" (the fallback is for a store that does not answer).
import net from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLogger } from "~/lib/logger.server";
import type { Counter } from "~/lib/rate-limit.server";

import { guardedStore } from "./rate-limit-stores";

/** Keeps this process busy (rendering a large page, say) for `ms`, without giving the event loop a turn. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

// The primary's end of the channel (a socket, as the cluster's IPC is one): its answer is on the wire at once.
let server: net.Server;
let primaryEnd: net.Socket;
let workerEnd: net.Socket;

beforeAll(async () => {
  const accepted = new Promise<net.Socket>((resolve) => {
    server = net.createServer(resolve).listen(0, "127.0.0.1");
  });
  await new Promise((resolve) => server.once("listening", resolve));
  workerEnd = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1");
  primaryEnd = await accepted;
});

afterAll(() => {
  workerEnd.destroy();
  primaryEnd.destroy();
  server.close();
});

/** A primary that answers every increment with `count`, sent before the worker can read it. */
const answeringPrimary = (count: number) =>
  ({
    penalty: () =>
      new Promise((resolve) => {
        workerEnd.once("data", (data) => resolve({ consumedPoints: Number(data.toString()) }));
        primaryEnd.write(String(count));
      }),
  }) as unknown as Counter;

describe("a worker's count from the cluster primary", () => {
  it("is the primary's answer when the worker was busy past the wait while the answer came", async () => {
    const store = guardedStore(answeringPrimary(6), createLogger("silent"));
    await new Promise((resolve) => setImmediate(resolve));
    const counted = store.increment("second-factor:someone", 60_000);
    busyFor(1_200);
    expect(await counted).toBe(6);
  });

  it("lets the request through when the primary gives no answer", async () => {
    const silent = { penalty: () => new Promise(() => {}) } as unknown as Counter;
    const store = guardedStore(silent, createLogger("silent"));
    expect(await store.increment("second-factor:someone", 60_000)).toBe(0);
  });
});
