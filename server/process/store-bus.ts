// Tells every other process serving the shop that stored data changed, so each drops what it keeps in
// memory (page cache, settings record) before the write that caused it is acknowledged
// (docs/decisions/085). Across machines through Redis pub/sub; between the workers of one machine
// through the cluster primary; a single process needs neither.
import { randomUUID } from "node:crypto";

import type { RedisClientType } from "@redis/client";

import type { Logger } from "~/lib/logger.server";

import type { Rpc } from "./ipc";

export interface StoreBus {
  /** Tells every other process; resolves once each has applied it, or after ACK_TIMEOUT_MS (logged). */
  publish(scope: string): Promise<void>;
  close(): Promise<void>;
}

/** What a process does when another one reports a change: drop its own copies, without re-broadcasting. */
export type ApplyRemote = (scope: string) => void | Promise<void>;

export const ACK_TIMEOUT_MS = 1000;

export const singleProcessBus: StoreBus = { publish: async () => {}, close: async () => {} };

/** A cluster worker's bus: the primary relays to the other workers and answers when they all have applied it. */
export function primaryBus(rpc: Rpc, logger: Logger): StoreBus {
  return {
    async publish(scope) {
      try {
        await rpc.request("bus.publish", { scope }, ACK_TIMEOUT_MS * 2);
      } catch (err) {
        logger.warn({ err, scope }, "the cluster primary did not confirm a store change");
      }
    },
    close: async () => {},
  };
}

/** The worker-side handler the primary calls to apply another worker's change. */
export function workerBusHandlers(apply: ApplyRemote) {
  return { "bus.apply": async (args: unknown) => void (await apply((args as { scope: string }).scope)) };
}

/** The primary's relay: forwards a worker's change to every other live worker and waits for their answers. */
export function primaryBusHandler(peers: () => Array<{ id: number; rpc: Rpc }>, logger: Logger) {
  return (fromWorker: number) => async (args: unknown) => {
    const { scope } = args as { scope: string };
    const results = await Promise.allSettled(
      peers()
        .filter((peer) => peer.id !== fromWorker)
        .map((peer) => peer.rpc.request("bus.apply", { scope }, ACK_TIMEOUT_MS)),
    );
    const failed = results.filter((r) => r.status === "rejected").length;
    if (failed) logger.warn({ scope, failed }, "some workers did not confirm a store change");
  };
}

type Message = { origin: string; id: string; scope: string };

/**
 * Redis pub/sub: every process subscribes to one channel and answers each change on the sender's own
 * acknowledgement channel. PUBLISH returns how many subscribers received the message, so the sender
 * knows how many answers to wait for.
 */
export async function redisBus(
  redis: RedisClientType,
  prefix: string,
  apply: ApplyRemote,
  logger: Logger,
): Promise<StoreBus> {
  const origin = randomUUID();
  const channel = `${prefix}store-changed`;
  const ackChannel = (who: string) => `${prefix}store-changed:ack:${who}`;
  const waiting = new Map<string, { acks: number; expected: number; done: () => void }>();
  const subscriber = redis.duplicate();
  subscriber.on("error", (err: Error) => logger.error({ err }, "Redis subscriber connection error"));
  await subscriber.connect();

  await subscriber.subscribe(channel, (raw) => {
    void (async () => {
      let message: Message;
      try {
        message = JSON.parse(raw) as Message;
      } catch {
        return;
      }
      if (message.origin === origin) return;
      try {
        await apply(message.scope);
      } finally {
        await redis
          .publish(ackChannel(message.origin), message.id)
          .catch((err) => logger.warn({ err }, "could not acknowledge a store change"));
      }
    })();
  });
  await subscriber.subscribe(ackChannel(origin), (id) => {
    const entry = waiting.get(id);
    if (!entry) return;
    entry.acks += 1;
    if (entry.acks >= entry.expected) entry.done();
  });

  return {
    async publish(scope) {
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const acknowledged = new Promise<void>((resolve) => {
        // Answers can arrive before PUBLISH returns the count, so the entry exists first.
        waiting.set(id, { acks: 0, expected: Number.POSITIVE_INFINITY, done: resolve });
        timer = setTimeout(() => {
          logger.warn({ scope, acks: waiting.get(id)?.acks }, "not every process confirmed a store change in time");
          resolve();
        }, ACK_TIMEOUT_MS);
      });
      try {
        const receivers = await redis.publish(channel, JSON.stringify({ origin, id, scope } satisfies Message));
        const entry = waiting.get(id)!;
        entry.expected = receivers - 1; // our own subscriber receives it too
        if (entry.acks >= entry.expected) entry.done();
        await acknowledged;
      } catch (err) {
        logger.error({ err, scope }, "could not broadcast a store change through Redis");
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    async close() {
      await subscriber.close().catch(() => undefined);
    },
  };
}
