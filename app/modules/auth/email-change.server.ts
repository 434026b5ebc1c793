// Changing one's own email address, from "Your account" (docs/decisions/040). The request needs the current
// password and, with two-factor on, the second factor too: a stolen session alone cannot move the account (and
// its password resets) to another inbox. The link goes to the new address, so it must be real and read by the
// person asking; the old address stays the sign-in address until the link is used, once, before it expires.
import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailChangeRequests, users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";

import { endSignIns } from "./account-sessions.server";
import { ChangeEmailSchema, ConfirmEmailChangeSchema, EMAIL_CHANGE_INVALID, type ChangeEmail } from "./auth.schema";
import { passwordIsRight } from "./credentials.server";
import { verifySecondFactor } from "./two-factor.server";

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const WRONG_PASSWORD = "Your current password is not right.";
const CODE_NEEDED = "Enter a code from your app or a recovery code";
const SAME_ADDRESS = "That is already your email address.";
const TAKEN = "Another account uses that email address.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const otherAccountUses = async (db: Db, email: string, userId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
};

/** An email-change entry in Activity, about the account by its address (docs/decisions/062); no Undo. */
const entry = (email: string, action: string, summary: string) => ({
  action: `staff.${action}`,
  targetType: "staff",
  targetId: email.toLowerCase(),
  targetLabel: email,
  summary,
});

/**
 * Asks to move the account to `newEmail`: checks the password (and the second factor when on), then stores a
 * one-time token valid for EMAIL_CHANGE_TTL_MS (only its hash). A newer request replaces any waiting one.
 * Returns the token for the link to the new address, and the current address, which the route tells.
 */
export async function requestEmailChange(db: Db, userId: string, input: ChangeEmail, now = new Date()) {
  const { newEmail, currentPassword, code } = parseInput(ChangeEmailSchema, input);
  const [user] = await db
    .select({ email: users.email, twoFactorOn: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new DomainError("not_found", "Account not found");
  if (newEmail.toLowerCase() === user.email.toLowerCase())
    throw new DomainError("invalid_input", SAME_ADDRESS, { newEmail: SAME_ADDRESS });
  if (user.twoFactorOn && !code) throw new DomainError("invalid_input", CODE_NEEDED, { code: CODE_NEEDED });
  if (!(await passwordIsRight(db, userId, currentPassword)))
    throw new DomainError("unauthenticated", WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
  if (user.twoFactorOn) await verifySecondFactor(db, userId, { code: code! }, now);
  // said only to someone who proved they hold the account
  if (await otherAccountUses(db, newEmail, userId)) throw new DomainError("conflict", TAKEN, { newEmail: TAKEN });

  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await db.transaction(async (tx) => {
    await spendWaiting(tx, userId, now);
    await tx
      .insert(emailChangeRequests)
      .values({ userId, newEmail, tokenHash: sha256(token), createdAt: now, expiresAt });
    await recordActivity(
      tx,
      { id: userId, email: user.email },
      entry(user.email, "email_change_requested", `${user.email} asked to change their email address to ${newEmail}`),
    );
  });
  return { token, email: user.email, newEmail, expiresAt };
}

const spendWaiting = (db: Db, userId: string, now: Date) =>
  db
    .update(emailChangeRequests)
    .set({ usedAt: now })
    .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));

const usable = (token: string, now: Date) =>
  and(
    eq(emailChangeRequests.tokenHash, sha256(token)),
    isNull(emailChangeRequests.usedAt),
    gt(emailChangeRequests.expiresAt, now),
  );

/** The new address a link would confirm, while it can still be used; else null (the page says it is spent). */
export async function findEmailChange(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ newEmail: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(usable(token, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a link once (claiming it is one statement, so two clicks cannot both change the address): the account's
 * sign-in address becomes the new one, and every session but `keepToken`'s (the browser confirming, when it is
 * signed in to this account) and every half-finished sign-in ends. Returns both addresses, for the notices.
 */
export async function confirmEmailChange(db: Db, input: { token: string }, keepToken?: string, now = new Date()) {
  const { token } = parseInput(ConfirmEmailChangeSchema, input);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
    if (!claimed) throw new DomainError("invalid_input", EMAIL_CHANGE_INVALID);
    const { userId, newEmail } = claimed;
    if (await otherAccountUses(tx, newEmail, userId)) throw new DomainError("conflict", TAKEN);
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
    await spendWaiting(tx, userId, now);
    const ended = await endSignIns(tx, userId, keepToken);
    await recordActivity(
      tx,
      { id: userId, email: newEmail },
      entry(newEmail, "email_changed", `${before.email} changed their email address to ${newEmail}`),
    );
    return { userId, oldEmail: before.email, newEmail, ended };
  });
}
