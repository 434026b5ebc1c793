// What the processes serving one shop share: rate-limit counts and news of store changes. Redis when
// REDIS_URL is set (any number of machines), else the cluster primary for its workers, else this
// process alone (docs/decisions/085, 086).
import cluster from "node:cluster";

import type { RedisClientType } from "@redis/client";

import type { Config } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { configureRateLimits, memoryRateLimitStore } from "~/lib/rate-limit.server";

import { clusterRateLimitStore, redisRateLimitStore } from "../http/rate-limit-stores";
import { Rpc } from "./ipc";
import {
  primaryBus,
  redisBus,
  singleProcessBus,
  workerBusHandlers,
  type ApplyRemote,
  type StoreBus,
} from "./store-bus";

export type SharedState = { bus: StoreBus; transport: "redis" | "cluster" | "process"; close(): Promise<void> };

/** A connected Redis client. The client library loads only here, so a shop without REDIS_URL never loads it. */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClientType> {
  const { createClient } = await import("@redis/client");
  const client: RedisClientType = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
  client.on("error", (err: Error) => logger.error({ err }, "Redis connection error; reconnecting"));
  try {
    await client.connect();
  } catch (err) {
    client.destroy();
    throw new Error(`Redis at REDIS_URL is not reachable: ${(err as Error).message}`, { cause: err });
  }
  return client;
}

export async function connectSharedState(config: Config, logger: Logger, apply: ApplyRemote): Promise<SharedState> {
  if (config.REDIS_URL) {
    const redis = await connectRedis(config.REDIS_URL, logger);
    configureRateLimits(config, redisRateLimitStore(redis, config.REDIS_PREFIX, logger));
    const bus = await redisBus(redis, config.REDIS_PREFIX, apply, logger);
    return {
      bus,
      transport: "redis",
      async close() {
        await bus.close();
        await redis.close().catch(() => undefined);
      },
    };
  }
  if (cluster.isWorker) {
    const channel = {
      send: (m: unknown) => process.send?.(m),
      on: process.on.bind(process),
      off: process.off.bind(process),
    };
    const rpc = new Rpc(channel, workerBusHandlers(apply));
    configureRateLimits(config, clusterRateLimitStore(logger));
    return { bus: primaryBus(rpc, logger), transport: "cluster", close: async () => rpc.close() };
  }
  configureRateLimits(config, memoryRateLimitStore());
  return { bus: singleProcessBus, transport: "process", close: async () => {} };
}
