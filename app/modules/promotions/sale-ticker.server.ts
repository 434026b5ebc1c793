// Scheduled sales start and end by themselves: every process ticks; the claim in tickSales makes
// each moment happen once whichever process gets there first.
import type { Db } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";

import { tickSales } from "./sales.server";

export const SALE_TICK_MS = 30_000;

export function startSaleTicker(db: Db, logger: Logger, { everyMs = SALE_TICK_MS, now = () => new Date() } = {}) {
  const tick = () =>
    tickSales(db, now())
      .then((applied) => applied > 0 && logger.info({ applied }, "applied scheduled sale starts and ends"))
      .catch((err) => logger.error({ err }, "applying scheduled sales failed; the next tick retries"));
  void tick();
  const timer = setInterval(() => void tick(), everyMs).unref();
  return { stop: () => clearInterval(timer) };
}
