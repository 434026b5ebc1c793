import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailOutbox, type OutboxEmail } from "~/db/schema/email";
import { publicOrigin, type Config } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { deliverMail, SMTP_CONNECTIONS } from "~/lib/mailer.server";
import { recordActivity, recordActivityIf, type ActivityEntry } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { getSettings } from "~/modules/settings/settings.server";

import type { EmailBrand } from "./email-layout";
import { EMAIL_LABELS, type EmailTemplateName } from "./email.schema";
import type { EmailTemplates } from "./order-emails";
import { brandFromSettings, renderEmail } from "./render.server";

// The email outbox (ADR 100): an email is a row written in the transaction of the change that causes
// it, so it exists exactly when the change does; a background sender in every server process claims
// due rows (FOR UPDATE SKIP LOCKED: processes never take the same row) and delivers them, retrying with
// backoff while SMTP is down.

export const MAX_ATTEMPTS = 10;
/** How long a claim lasts; a sender that died mid-send leaves a row that is retried after this. */
const LEASE_MS = 15 * 60_000;
const BATCH = 10;

/** 30 s, 1 min, 2 min, ... capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type QueuedEmail<K extends EmailTemplateName> = {
  template: K;
  to: string;
  data: EmailTemplates[K];
  /** the order it is about: its timeline shows the email */
  order?: { id: string; orderNumber: string };
  /** an email with a key already queued is not queued again (e.g. one shipping email per tracking number) */
  dedupeKey?: string;
  /** the order's timeline entries that come before this email's "queued" one, written in the same statement */
  timelineBefore?: ActivityEntry[];
};

/**
 * Queues an email; call it with the transaction of the change that causes it. Returns null when an
 * email with the same dedupe key exists already.
 */
export async function queueEmail<K extends EmailTemplateName>(
  tx: Db,
  actor: Actor | null | undefined,
  email: QueuedEmail<K>,
): Promise<{ id: string } | null> {
  const insert = tx
    .insert(emailOutbox)
    .values({
      template: email.template,
      to: email.to,
      data: email.data as Record<string, unknown>,
      dedupeKey: email.dedupeKey ?? null,
      orderId: email.order?.id ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (!email.order) return (await insert)[0] ?? null;
  // Queued and put on the order's timeline together, in one statement (none when it was a duplicate).
  const [row] = await recordActivityIf<{ id: string }>(tx, insert.getSQL(), actor, [
    ...(email.timelineBefore ?? []),
    {
      action: "order.email_queued",
      targetType: "order",
      targetId: email.order.id,
      targetLabel: email.order.orderNumber,
      summary: `${EMAIL_LABELS[email.template]} queued for ${email.to}`,
    },
  ]);
  return row ?? null;
}

export type OutboxDeps = { config: Config; logger: Logger };

/**
 * Claims up to `limit` due emails for this sender: pending and due, or claimed by a sender that died.
 * The claim returns the rows themselves (one statement), in the order they were queued.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    // seq breaks ties (emails queued in one transaction share their times), so with more due than
    // `limit` it is the earliest queued that go first (ADR 119).
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.seq))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.seq - b.seq);
}

/**
 * One pass of the sender: claims due emails and sends each (SMTP, or an .eml file without SMTP_URL).
 * A failure is kept for a later attempt with backoff; after MAX_ATTEMPTS the email is marked failed.
 * Over SMTP, up to SMTP_CONNECTIONS emails are under way at once, one address's emails one after the
 * other and oldest first (ADR 116): an SMTP server a network away answers each command after a round trip.
 */
export async function deliverDueEmails(db: Db, deps: OutboxDeps, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, now, options.limit ?? BATCH);
  const result = { sent: 0, failed: 0, claimed: claimed.length };
  if (claimed.length === 0) return result;
  const brand = brandFromSettings(await getSettings(db), publicOrigin(deps.config));
  const byAddress = new Map<string, OutboxEmail[]>();
  for (const email of claimed) byAddress.set(email.to, [...(byAddress.get(email.to) ?? []), email]);
  const waiting = [...byAddress.values()];
  // Side by side only over SMTP, where each email waits on round trips. Without SMTP_URL the .eml files
  // are written one by one: side by side they gained nothing and cost the embedded checkout benchmark
  // about a tenth more CPU per order (ADR 116).
  const atOnce = deps.config.SMTP_URL ? SMTP_CONNECTIONS : 1;
  const senders = Array.from({ length: Math.min(atOnce, waiting.length) }, async () => {
    for (let emails = waiting.shift(); emails; emails = waiting.shift()) {
      for (const email of emails) {
        if (await deliverOne(db, deps, email, brand, now)) result.sent++;
        else result.failed++;
      }
    }
  });
  // Every sender finishes before the pass ends, even when one of them failed to write its result.
  const failure = (await Promise.allSettled(senders)).find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failure) throw failure.reason;
  return result;
}

/** Sends one claimed email and records the outcome; false when it was not sent (kept for a retry). */
async function deliverOne(
  db: Db,
  deps: OutboxDeps,
  email: OutboxEmail,
  brand: EmailBrand,
  now: Date,
): Promise<boolean> {
  let subject: string | null = null;
  try {
    const rendered = renderEmail(email.template as EmailTemplateName, email.data as never, brand);
    subject = rendered.subject;
    await deliverMail(deps.config, deps.logger, {
      to: email.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    });
  } catch (err) {
    await recordFailure(db, deps, email, subject, err, now);
    return false;
  }
  const sent = db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: new Date(), subject, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")))
    .returning({ id: emailOutbox.id });
  // Marked sent and put on the order's timeline together, in one statement.
  if (email.orderId)
    await recordActivityIf(
      db,
      sent.getSQL(),
      null,
      emailActivity(email, "order.email_sent", `${label(email)} sent to ${email.to}`),
    );
  else await sent;
  return true;
}

async function recordFailure(
  db: Db,
  deps: OutboxDeps,
  email: OutboxEmail,
  subject: string | null,
  err: unknown,
  now: Date,
) {
  const message = err instanceof Error ? err.message : String(err);
  const givingUp = email.attempts >= MAX_ATTEMPTS;
  deps.logger.warn({ err, emailId: email.id, attempts: email.attempts, givingUp }, "email not sent");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({
        status: givingUp ? "failed" : "pending",
        lastError: message.slice(0, 500),
        subject,
        lockedUntil: null,
        nextAttemptAt: new Date(now.getTime() + backoffMs(email.attempts)),
      })
      .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")))
      .returning({ id: emailOutbox.id });
    // The timeline says so on the first failure and when the sender gives up, not on every retry.
    if (row && (email.attempts === 1 || givingUp)) {
      const what = givingUp ? `not sent after ${email.attempts} attempts; gave up` : "not sent yet; will retry";
      await recordEmailActivity(
        tx,
        email,
        "order.email_failed",
        `${label(email)} to ${email.to} ${what} (${message.slice(0, 200)})`,
      );
    }
  });
}

const label = (email: OutboxEmail) => EMAIL_LABELS[email.template as EmailTemplateName] ?? "Email";

const emailActivity = (email: OutboxEmail, action: string, summary: string): ActivityEntry => ({
  action,
  targetType: "order",
  targetId: email.orderId,
  targetLabel: (email.data as { orderNumber?: string }).orderNumber ?? null,
  summary,
});

async function recordEmailActivity(tx: Db, email: OutboxEmail, action: string, summary: string) {
  if (email.orderId) await recordActivity(tx, null, emailActivity(email, action, summary));
}

/** The emails about one order, oldest first (in the order they were queued where times tie), for its page. */
export async function listEmailsForOrder(db: Db, orderId: string) {
  return db
    .select({
      id: emailOutbox.id,
      template: emailOutbox.template,
      to: emailOutbox.to,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.seq));
}

// ---- the background sender -------------------------------------------------------------------------

export type OutboxSender = { wake(): void; stop(): Promise<void> };
let running: OutboxSender | null = null;

/**
 * Starts this process's sender: a pass every `intervalMs`, and at once when woken (after a change
 * queued an email). Started by the server (server/process/start.ts); several processes may each run one.
 */
export function startOutboxSender(db: Db, deps: OutboxDeps, intervalMs = 5_000): OutboxSender {
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
