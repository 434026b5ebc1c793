import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { passwordResetTokens, recoveryCodes, sessions, userRoles, users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import { hitRateLimit, LIMITS, resetRateLimit } from "~/lib/rate-limit.server";

import { endSignIns } from "./account-sessions.server";
import type { CreateAdmin, Login, PasswordReset, PasswordResetRequest } from "./auth.schema";
import { hashPassword, verifyPassword } from "./passwords.server";
import type { Role } from "./permissions";

export const SESSION_IDLE_MS = 60 * 60 * 1000; // an hour without a request ends the session
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000; // and no session outlives a working day

/** A signed-in person: `role` is their staff role, null for an account without one (no back office). */
export type SessionUser = { id: string; email: string; role: Role | null; isAdmin: boolean; csrfToken: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

/** The person's staff role, or null when they have none. */
export async function roleOf(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role ?? null;
}

/**
 * Creates the user if missing (or sets the new password, ending the account's sessions and half-finished
 * sign-ins) and makes them an Owner. With `resetTwoFactor`, two-factor sign-in is switched off and its
 * recovery codes deleted, for an Owner who lost both phone and codes. Idempotent.
 */
export async function createAdmin(db: Db, input: CreateAdmin, { resetTwoFactor = false } = {}) {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const twoFactorOff = { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null };
  const user = existing
    ? (
        await db
          .update(users)
          .set({ passwordHash, signInLockedAt: null, ...(resetTwoFactor ? twoFactorOff : {}) })
          .where(eq(users.id, existing.id))
          .returning()
      )[0]
    : (await db.insert(users).values({ email: input.email, passwordHash }).returning())[0];
  if (existing) {
    await forgetFailedSignIns(user.email);
    if (resetTwoFactor) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await endSignIns(db, user.id);
  }
  // whoever runs create-admin on the server owns the shop, whatever role they had
  await db.delete(userRoles).where(eq(userRoles.userId, user.id));
  await db.insert(userRoles).values({ userId: user.id, role: "owner" });
  return { id: user.id, email: user.email, created: !existing };
}

/** The rate-limit buckets of one account's sign-ins, keyed by its email in lower case (sign-in.server.ts). */
export const SIGN_IN_BUCKETS = { failures: "login-email", attempts: "sign-in" } as const;

/** Clears an account's counts of failed sign-ins (the wait before each, and the count towards a lock). */
export async function forgetFailedSignIns(email: string) {
  const emailKey = email.trim().toLowerCase();
  await Promise.all(Object.values(SIGN_IN_BUCKETS).map((bucket) => resetRateLimit(bucket, emailKey)));
}

/** Checks the credentials; any failure is the same message, so accounts cannot be discovered. */
export async function authenticate(db: Db, input: Login) {
  const user = await findUserByEmail(db, input.email);
  // Hash anyway when the user is unknown, so timing does not reveal which emails exist.
  const ok = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await hashPassword(input.password).then(() => false);
  if (!user || !ok) throw new DomainError("unauthenticated", "Invalid login credentials");
  const role = await roleOf(db, user.id);
  return { id: user.id, email: user.email, role, isAdmin: role !== null };
}

/** A new server-side session; the caller puts the returned token in an HttpOnly cookie. */
export async function createSession(db: Db, userId: string, now = new Date(), userAgent = "") {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent.slice(0, 500),
  });
  return { token, csrfToken };
}

/** The signed-in user for a session token, or null when there is none or it timed out. */
export async function getSessionUser(db: Db, token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ session: sessions, email: users.email, role: userRoles.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  // Touch at most once a minute to keep writes low.
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    id: session.userId,
    email: row.email,
    role: row.role ?? null,
    isAdmin: row.role !== null,
    csrfToken: session.csrfToken,
  };
}

export async function endSession(db: Db, token: string | undefined) {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

// ---- Password reset ---------------------------------------------------------------------

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Starts a password reset: for a known email, a one-time token (only its SHA-256 is stored) valid for
 * an hour. Returns the token and address to mail, or null for an unknown email or an address past its quota;
 * the caller answers all of them the same way. Anyone may ask for anyone's link, so asking never spends a
 * link already sent (the quota bounds how many are live); using one spends them all.
 */
export async function createPasswordReset(db: Db, input: PasswordResetRequest, clientIp: string, now = new Date()) {
  const emailKey = input.email.trim().toLowerCase();
  await hitRateLimit("reset-ip", clientIp, LIMITS.loginPerIp);
  try {
    await hitRateLimit("reset-email", emailKey, LIMITS.loginPerEmail);
  } catch (err) {
    // a refusal here would tell a stranger the address is being reset, and is not the asker's own quota
    if (err instanceof DomainError && err.code === "rate_limited") return null;
    throw err;
  }
  const user = await findUserByEmail(db, emailKey);
  if (!user) return null;
  return { token: await newPasswordResetToken(db, user.id, now), email: user.email };
}

/** A one-time password-reset token for the account, valid for an hour; only its SHA-256 is stored. */
export async function newPasswordResetToken(db: Db, userId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  return token;
}

const spendResetTokens = (db: Db, userId: string, now: Date) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

const RESET_INVALID = "This reset link is invalid or has expired. Please request a new one.";

/** True when a reset token can still be used (the reset page checks before showing its form). */
export async function isPasswordResetValid(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sets the new password once per token, and ends every session and half-finished sign-in of that user. Using the
 * link also lifts a sign-in lock and the account's count of failed sign-ins: whoever holds the inbox is the holder.
 */
export async function resetPassword(db: Db, input: PasswordReset, now = new Date()) {
  const passwordHash = await hashPassword(input.password);
  // Claiming the token and using it is one statement, so a token cannot be used twice concurrently.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) throw new DomainError("invalid_input", RESET_INVALID);
  const [user] = await db
    .update(users)
    .set({ passwordHash, signInLockedAt: null })
    .where(eq(users.id, claimed.userId))
    .returning({ email: users.email });
  await forgetFailedSignIns(user.email);
  // any other link issued for the account is spent with this one
  await spendResetTokens(db, claimed.userId, now);
  await endSignIns(db, claimed.userId);
}
