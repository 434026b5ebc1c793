import type { Db } from "~/db/client.server";

import { BATCH, deliverDueEmails, type OutboxDeps } from "./delivery.server";

// The background sender: every server process runs one (server/process/start.ts); they share the
// outbox through the database (delivery.server.ts).

export type OutboxSender = { wake(): void; stop(): Promise<void> };
let running: OutboxSender | null = null;

/**
 * Starts this process's sender: a pass every `intervalMs`, and at once when woken (after a change
 * queued an email). Started by the server (server/process/start.ts); several processes may each run one.
 */
export function startOutboxSender(
  db: Db,
  deps: OutboxDeps,
  intervalMs = 5_000,
  /** run before each pass: queues emails that fall due with time (review requests), not by a change */
  beforePass?: () => Promise<unknown>,
): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (pass) {
      again = true; // woken mid-pass: go round once more when it ends
      return;
    }
    clearTimeout(timer);
    pass = (async () => {
      try {
        await beforePass?.();
        // Keep going while full batches come back (a backlog after an SMTP outage).
        while (!stopped && (await deliverDueEmails(db, deps)).claimed === BATCH);
      } catch (err) {
        deps.logger.error({ err }, "email outbox pass failed");
      }
    })().finally(() => {
      pass = null;
      if (stopped) return;
      if (again) {
        again = false;
        run();
      } else timer = setTimeout(run, intervalMs);
    });
  };

  const sender: OutboxSender = {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
      if (running === sender) running = null;
    },
  };
  running = sender;
  timer = setTimeout(run, 0);
  return sender;
}

/** Tells this process's sender that an email was just queued (a no-op where no sender runs, e.g. tests). */
export function wakeOutboxSender() {
  running?.wake();
}
