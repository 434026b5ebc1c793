import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { recordActivity, recordActivityIf, type ActivityEntry } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { getSettings } from "~/modules/settings/settings.server";

import { EMAIL_LABELS, type EmailTemplateName } from "./email.schema";
import type { EmailTemplates } from "./order-emails";

// The email outbox (ADR 100): an email is a row written in the transaction of the change that causes
// it, so it exists exactly when the change does. This file queues emails and lets an operator see and
// retry them; delivery.server.ts sends them, sender.server.ts runs the background sender.

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
 * An email to an order's customer, on the order's timeline; with `onceFor` (the id of the order, refund or return it
 * is about) it is queued at most once for it.
 */
export function toOrderCustomer<K extends EmailTemplateName>(
  order: { id: string; orderNumber: string; email: string },
  template: K,
  data: EmailTemplates[K],
  onceFor?: string,
): QueuedEmail<K> {
  const dedupeKey = onceFor === undefined ? undefined : `${template}:${onceFor}`;
  return { template, to: order.email, data, order, dedupeKey };
}

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

/** Where the shop wants an email about each paid order, or null while that is off (Settings → Email). */
export async function newOrderNoticeAddress(db: Db): Promise<string | null> {
  const { newOrderEmailEnabled, orderNotificationEmail } = await getSettings(db);
  const to = orderNotificationEmail.trim();
  return newOrderEmailEnabled && to ? to : null;
}

/**
 * Where the shop's low-stock emails go: the notification address in Settings → Email, whether or not
 * new-order emails are on (docs/decisions/245); null while it is blank.
 */
export async function lowStockNoticeAddress(db: Db): Promise<string | null> {
  return (await getSettings(db)).orderNotificationEmail.trim() || null;
}

/** Whether an email with this dedupe key was ever queued (e.g. the shipping email of one tracking number). */
export async function emailQueuedFor(db: Db, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, dedupeKey))
    .limit(1);
  return !!row;
}

/** How many emails of one template were queued about an order (e.g. its delivery corrections). */
export async function countOrderEmails(db: Db, orderId: string, template: EmailTemplateName): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, template)));
  return row?.n ?? 0;
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

/**
 * Queues an admin's password-reset email (docs/decisions/100): the reset page makes the link with the
 * auth module, then queues it here, so a reset survives an SMTP outage like any customer email.
 */
export function queuePasswordResetEmail(db: Db, reset: { email: string; link: string }) {
  return queueEmail(db, null, { template: "password_reset", to: reset.email, data: reset });
}

// one confirmation link per address and purpose each quarter hour, however often a form is sent
const CONFIRM_EMAIL_EVERY_MS = 15 * 60_000;

/** Queues a double opt-in link (a sign-up form's address is written to only once its owner confirms it). */
export function queueConfirmAddressEmail(
  db: Db,
  to: string,
  data: EmailTemplates["confirm_address"],
  now = new Date(),
) {
  const window = Math.floor(now.getTime() / CONFIRM_EMAIL_EVERY_MS);
  const what = `${data.purpose}:${to.toLowerCase()}:${data.itemName ?? ""}`;
  return queueEmail(db, null, {
    template: "confirm_address",
    to,
    data,
    dedupeKey: `confirm_address:${what}:${window}`,
  });
}

/** Queues the notice to a member of staff that their password or second factor changed. */
export function queueAccountNoticeEmail(db: Db, notice: EmailTemplates["account_notice"]) {
  return queueEmail(db, null, { template: "account_notice", to: notice.email, data: notice });
}

/** Queues the link that confirms a member of staff's new email address, to that new address. */
export function queueEmailChangeEmail(db: Db, change: EmailTemplates["email_change"]) {
  return queueEmail(db, null, { template: "email_change", to: change.newEmail, data: change });
}

/** Queues the notice that sign-ins to a member of staff's account failed and its password sign-in is paused. */
export function queueSignInLockedEmail(db: Db, notice: EmailTemplates["sign_in_locked"]) {
  return queueEmail(db, null, { template: "sign_in_locked", to: notice.email, data: notice });
}

/** Queues the Owner's invitation to join the staff (docs/decisions/040), composed by the Staff page like a reset. */
export function queueStaffInvitationEmail(db: Db, invitation: EmailTemplates["staff_invitation"]) {
  return queueEmail(db, null, { template: "staff_invitation", to: invitation.email, data: invitation });
}

/**
 * Forgets who the emails about these orders went to and what they said (a customer's erasure,
 * docs/decisions/250); the order page still lists that each was sent. An email still waiting is left to go.
 */
export async function forgetEmailsOfOrders(tx: Db, orderIds: string[], placeholder: string) {
  if (orderIds.length === 0) return;
  await tx
    .update(emailOutbox)
    .set({ to: placeholder, data: {} })
    .where(and(inArray(emailOutbox.orderId, orderIds), ne(emailOutbox.status, "pending")));
}

const RetryEmailSchema = z.object({ emailId: z.uuid("Unknown email"), orderId: z.uuid("Unknown order") });

/**
 * Sends a failed email again: it goes back to the queue with a fresh set of attempts (the retry
 * schedule starts over), and the order's timeline says who asked. Only a failed email can be retried.
 */
export async function retryEmail(db: Db, input: { emailId: string; orderId: string }, actor: Actor) {
  const { emailId, orderId } = parseInput(RetryEmailSchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.orderId, orderId), eq(emailOutbox.status, "failed")))
      .returning();
    if (!row) throw new DomainError("conflict", "This email is not waiting for a retry.");
    const what = EMAIL_LABELS[row.template as EmailTemplateName] ?? "Email";
    await recordActivity(tx, actor, {
      action: "order.email_retried",
      targetType: "order",
      targetId: orderId,
      targetLabel: (row.data as { orderNumber?: string }).orderNumber ?? null,
      summary: `${what} to ${row.to} queued again`,
    });
    return row;
  });
}
