import { EventEmitter } from "node:events";

import { describe, expect, it } from "vitest";

import { peersReady, startBarrier } from "./start-barrier";

/** A worker as the primary sees it: what it was sent. */
const worker = () => {
  const sent: unknown[] = [];
  return { sent, send: (message: unknown) => sent.push(message) };
};

/** A worker's own end of the channel, joined to a barrier as node:cluster joins it to the primary. */
function workerEnd(barrier: ReturnType<typeof startBarrier>) {
  const end = new EventEmitter() as EventEmitter & { send(message: unknown): void };
  const primarySide = { send: (message: unknown) => end.emit("message", message) };
  end.send = (message) => barrier.message(primarySide, message);
  return end;
}

describe("the workers a cluster starts with open the port together", () => {
  it("no worker listens until every one is ready", async () => {
    const barrier = startBarrier(2);
    let first = false;
    const waiting = peersReady(workerEnd(barrier), 60_000).then(() => (first = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(first).toBe(false);
    await peersReady(workerEnd(barrier), 60_000);
    await waiting;
    expect(first).toBe(true);
  });

  it("a worker that died before the port opened is replaced in its turn; one forked later listens at once", () => {
    const barrier = startBarrier(2);
    const [a, b, replacement, later] = [worker(), worker(), worker(), worker()];
    barrier.message(a, { ch: "retro-shop-start" });
    barrier.exited(a);
    barrier.message(b, { ch: "retro-shop-start" });
    expect(b.sent).toEqual([]);
    barrier.message(replacement, { ch: "retro-shop-start" });
    expect([a.sent.length, b.sent.length, replacement.sent.length]).toEqual([0, 1, 1]);
    barrier.message(later, { ch: "retro-shop-start" });
    expect(later.sent.length).toBe(1);
  });

  it("other messages on the channel are not counted", () => {
    const barrier = startBarrier(1);
    const a = worker();
    barrier.message(a, { ch: "retro-shop", kind: "request" });
    barrier.message(a, null);
    expect(a.sent).toEqual([]);
  });

  it("a primary that never answers delays a worker, never stops it", async () => {
    const silent = Object.assign(new EventEmitter(), { send: () => true });
    await expect(peersReady(silent, 10)).resolves.toBeUndefined();
  });
});
