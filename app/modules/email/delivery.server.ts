import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailOutbox, type OutboxEmail } from "~/db/schema/email";
import { publicOrigin, type Config } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { deliverMail, SMTP_CONNECTIONS } from "~/lib/mailer.server";
import { recordActivity, recordActivityIf, type ActivityEntry } from "~/modules/activity/activity.server";
import { PASSWORD_RESET_TTL_MS } from "~/modules/auth/auth.server";
import { EMAIL_CHANGE_TTL_MS } from "~/modules/auth/email-change.server";
import { getSettings } from "~/modules/settings/settings.server";

import { CONFIRM_LINK_MS } from "./confirm-address-email";
import type { EmailBrand } from "./email-layout";
import { EMAIL_LABELS, type EmailTemplateName } from "./email.schema";
import { brandFromSettings, renderEmail } from "./render.server";

// Delivering the outbox (ADR 100): every server process's sender claims due rows (FOR UPDATE SKIP
// LOCKED: processes never take the same row) and delivers them, retrying while SMTP is down: quickly at
// first, then once a day for a week before giving up (docs/decisions/100).

/** Quick retries (backoff up to an hour), then daily ones: a week of SMTP outage loses nothing. */
export const QUICK_ATTEMPTS = 10;
export const DAILY_ATTEMPTS = 7;
export const MAX_ATTEMPTS = QUICK_ATTEMPTS + DAILY_ATTEMPTS;
const DAY_MS = 24 * 60 * 60_000;
/**
 * How long a claim lasts; a sender that died mid-send leaves a row that is retried after this. It only
 * has to outlive one send, whose SMTP waits are bounded (ADR 081).
 */
export const LEASE_MS = 2 * 60_000;
export const BATCH = 10;

/**
 * Emails whose content stops being useful, and secret: a password-reset link works for an hour (a staff
 * invitation's for a week, a new address's confirmation for a day), so it is not sent later than that, and once
 * sent its link is wiped from the outbox (docs/decisions/100, 240).
 */
const LIFETIME_MS: Partial<Record<EmailTemplateName, number>> = {
  password_reset: 60 * 60_000,
  orders_link: 60 * 60_000,
  staff_invitation: 7 * 24 * 60 * 60_000,
  confirm_address: CONFIRM_LINK_MS,
  email_change: EMAIL_CHANGE_TTL_MS,
  // its link is a password-reset link
  sign_in_locked: PASSWORD_RESET_TTL_MS,
};
const EXPIRED = "Not sent: its link expired before SMTP accepted it.";
/**
 * Emails whose address the shop keeps only until they are sent (UK GDPR, docs/decisions/245): once
 * sent, the row keeps its template and times, not whom it went to or what it said.
 */
const FORGET_ONCE_SENT: ReadonlySet<string> = new Set<EmailTemplateName>(["back_in_stock"]);

/** 30 s, 1 min, 2 min, ... capped at an hour for the quick attempts; a day after each later one. */
export function backoffMs(attempts: number): number {
  if (attempts >= QUICK_ATTEMPTS) return DAY_MS;
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type OutboxDeps = { config: Config; logger: Logger };

/**
 * Claims up to `limit` due emails for this sender: pending and due, or claimed by a sender that died.
 * The claim returns the rows themselves (one statement), in the order they were queued.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<OutboxEmail[]> {
  // `now` counts whole milliseconds and the database's queue time microseconds: an email queued earlier in the
  // same millisecond as this pass is due, not left for the next pass.
  const dueBy = new Date(now.getTime() + 1);
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "pending"), lt(emailOutbox.nextAttemptAt, dueBy)),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    // seq breaks ties (emails queued in one transaction share their times), so with more due than
    // `limit` it is the earliest queued that go first (ADR 001).
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
 * other and oldest first (ADR 100): an SMTP server a network away answers each command after a round trip.
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
  // about a tenth more CPU per order (ADR 100).
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
  const lifetime = LIFETIME_MS[email.template as EmailTemplateName];
  if (lifetime !== undefined && now.getTime() - email.createdAt.getTime() > lifetime) {
    await db
      .update(emailOutbox)
      .set({ status: "failed", lastError: EXPIRED, lockedUntil: null, data: {} })
      .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")));
    return false;
  }
  try {
    const rendered = renderEmail(email.template as EmailTemplateName, email.data as never, brand);
    subject = rendered.subject;
    await deliverMail(deps.config, deps.logger, {
      to: email.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      // a shopper's reply reaches the people who can help, not the sending address
      ...(brand.trader.email ? { replyTo: brand.trader.email } : {}),
    });
  } catch (err) {
    await recordFailure(db, deps, email, subject, err, now);
    return false;
  }
  const sent = db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: new Date(),
      subject,
      lockedUntil: null,
      lastError: null,
      ...(lifetime !== undefined ? { data: {} } : {}),
      ...(FORGET_ONCE_SENT.has(email.template) ? { data: {}, to: "" } : {}),
    })
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
