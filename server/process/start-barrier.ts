// The workers a cluster starts with open the port together. Opened one by one, the first worker listening is
// handed every connection made meanwhile (a proxy's kept-alive pool, shoppers arriving at a restart) and keeps
// them while they stay alive, so the other workers stay idle and one process serves the whole shop.

/** This barrier's messages on node:cluster's channel; the Rpc (./ipc) ignores them, their `ch` is not its own. */
const START = "retro-shop-start";

type Peer = { send(message: unknown): unknown };
type Channel = {
  send?(message: unknown): unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
};

/**
 * The primary's side, for the `count` workers it forks at start: each says it is ready and is told to listen once
 * all of them are. One that dies first is replaced by a worker that takes its turn; a worker forked after the port
 * opened is told at once.
 */
export function startBarrier(count: number) {
  let left = count;
  let open = count <= 0;
  const waiting = new Set<Peer>();
  const release = () => {
    open = true;
    for (const peer of waiting) peer.send({ ch: START });
    waiting.clear();
  };
  return {
    /** A worker's message: the barrier's own are counted, anything else is ignored. */
    message(peer: Peer, message: unknown) {
      if ((message as { ch?: unknown } | null)?.ch !== START) return;
      if (open) return void peer.send({ ch: START });
      waiting.add(peer);
      if (--left <= 0) release();
    },
    /** A worker that exited before the port opened: the worker forked in its place takes its turn. */
    exited(peer: Peer) {
      if (!open && waiting.delete(peer)) left++;
    },
  };
}

/**
 * A worker's side: says it is ready and resolves when the primary says every worker is (or after `timeoutMs`, so a
 * primary that never answers delays the shop, never stops it).
 */
export function peersReady(channel: Channel = process, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      channel.off("message", onMessage);
      resolve();
    };
    const onMessage = (message: unknown) => {
      if ((message as { ch?: unknown } | null)?.ch === START) done();
    };
    const timer = setTimeout(done, timeoutMs);
    channel.on("message", onMessage);
    channel.send?.({ ch: START });
  });
}
