import { and, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailSubscribers } from "~/db/schema/subscribers";
import { DomainError } from "~/lib/errors";
import { readSignedToken, signedToken } from "~/lib/signed-token.server";
import { CONFIRM_LINK_DAYS, CONFIRM_LINK_MS } from "~/modules/email/confirm-address-email";
import { queueConfirmAddressEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";

import type { Subscribe } from "./subscribers.schema";

const TOKEN_PURPOSE = "newsletter-confirm";
const sameAddress = (email: string) => sql`lower(${emailSubscribers.email}) = ${email.trim().toLowerCase()}`;

const ALREADY = "This email is already on our mailing list.";

/**
 * Records a sign-up and emails its confirmation link (PECR double opt-in): the address counts as subscribed
 * only once the link is followed. An address already on the list is `already_subscribed` (SPEC's answer); one
 * still awaiting its confirmation is sent the link again all the same, and one that left the list rejoins,
 * awaiting a new confirmation.
 */
export async function subscribe(
  db: Db,
  input: Subscribe,
  { secret, source = "landing_page", now = new Date() }: { secret: string; source?: string; now?: Date },
) {
  const [added] = await db
    .insert(emailSubscribers)
    .values({ email: input.email, source, subscribedAt: now })
    .onConflictDoNothing()
    .returning({ id: emailSubscribers.id });
  let pending = false;
  if (!added) {
    const [row] = await db
      .select({ isActive: emailSubscribers.isActive, confirmedAt: emailSubscribers.confirmedAt })
      .from(emailSubscribers)
      .where(sameAddress(input.email));
    if (row?.isActive && row.confirmedAt) throw new DomainError("already_subscribed", ALREADY);
    pending = Boolean(row?.isActive);
    // a sign-up again (a new link) starts the link's lifetime, and the sweep's, again
    await db
      .update(emailSubscribers)
      .set(pending ? { subscribedAt: now } : { isActive: true, confirmedAt: null, source, subscribedAt: now })
      .where(sameAddress(input.email));
  }
  const expires = now.getTime() + CONFIRM_LINK_MS;
  const token = signedToken(secret, TOKEN_PURPOSE, input.email.toLowerCase(), expires);
  const queued = await queueConfirmAddressEmail(
    db,
    input.email,
    { purpose: "newsletter", path: `/subscribe/confirm/${token}`, days: CONFIRM_LINK_DAYS },
    now,
  );
  if (queued) wakeOutboxSender();
  if (pending) throw new DomainError("already_subscribed", ALREADY);
  return { email: input.email };
}

/** Whether a confirmation link is one the shop made and still works (the page asks before it confirms). */
export const isSubscriptionToken = (secret: string, token: string | undefined, now = Date.now()) =>
  readSignedToken(secret, TOKEN_PURPOSE, token, now) !== null;

/** Confirms the address a confirmation link names; following it twice is fine. */
export async function confirmSubscription(db: Db, secret: string, token: string | undefined, now = new Date()) {
  const email = readSignedToken(secret, TOKEN_PURPOSE, token, now.getTime());
  if (!email)
    throw new DomainError("invalid_input", "This confirmation link is not valid or has expired. Please sign up again.");
  const [row] = await db
    .update(emailSubscribers)
    .set({ confirmedAt: sql`coalesce(${emailSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(sameAddress(email), sql`${emailSubscribers.isActive}`))
    .returning({ email: emailSubscribers.email });
  if (!row)
    throw new DomainError(
      "not_found",
      "This address is no longer waiting to join our mailing list. Please sign up again.",
    );
  return { email: row.email };
}

/**
 * Adds a shopper who ticked the newsletter box at checkout (their consent, source "checkout"), confirmed by the
 * order they paid for with that address; an address already on the list stays as it is, without a refusal:
 * the order matters more.
 */
export async function subscribeFromCheckout(db: Db, email: string) {
  await db
    .insert(emailSubscribers)
    .values({ email, source: "checkout", confirmedAt: new Date() })
    .onConflictDoNothing();
}

/**
 * Takes an address off the mailing list for good, with its consent record (a customer's erasure,
 * docs/decisions/250). Answers whether it was on the list.
 */
export async function forgetSubscriber(db: Db, email: string): Promise<boolean> {
  const removed = await db.delete(emailSubscribers).where(sameAddress(email)).returning({ id: emailSubscribers.id });
  return removed.length > 0;
}

/**
 * Deletes the sign-ups never confirmed within the link's lifetime: the address was not shown to be its owner's,
 * and nothing may be sent to it. Returns how many.
 */
export async function removeUnconfirmedSubscribers(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(emailSubscribers)
    .where(
      and(
        sql`${emailSubscribers.isActive}`,
        isNull(emailSubscribers.confirmedAt),
        lt(emailSubscribers.subscribedAt, new Date(now.getTime() - CONFIRM_LINK_MS)),
      ),
    )
    .returning({ id: emailSubscribers.id });
  return removed.length;
}
