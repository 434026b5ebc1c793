// Signing in from the login page (docs/decisions/040). Failures are limited per client address. Per account,
// every attempt is counted before its password is checked; past a few failures each sign-in waits longer (1 s,
// 2 s, 4 s … capped), and past SIGN_IN_LOCK failures in a day signing in with the password is locked until the
// account holder uses the password-reset link they are emailed, whatever addresses the guesses came from.
import { and, eq, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import {
  assertUnderRateLimit,
  countHit,
  failuresCounted,
  hitRateLimit,
  LIMITS,
  type Limit,
} from "~/lib/rate-limit.server";

import type { Login } from "./auth.schema";
import { findUserByEmail, forgetFailedSignIns, newPasswordResetToken, roleOf, SIGN_IN_BUCKETS } from "./auth.server";
import { hashPassword, verifyPassword } from "./passwords.server";

/** The longest a sign-in to an account under attack waits before it is checked. */
export const ACCOUNT_UNDER_ATTACK_MAX_DELAY_MS = 16_000;

/** Sign-ins to one account in a day without a success, after which its password sign-in is locked. */
export const SIGN_IN_LOCK: Limit = LIMITS.signInLock;

export const SIGN_IN_LOCKED =
  "Signing in with a password is paused for this account after too many failed attempts. To sign in, " +
  'choose a new password with the link we have emailed to the account\'s address, or with "Reset it." below.';

/**
 * How long a sign-in to an account waits before it is checked, given the account's recent failures: nothing
 * below the per-account limit, then 1 s, 2 s, 4 s … up to the cap. Guessing slows down the more it goes on,
 * whatever address each guess comes from.
 */
export function signInDelayMs(failures: number): number {
  const over = failures - LIMITS.loginPerEmail.limit;
  return over < 0 ? 0 : Math.min(1_000 * 2 ** over, ACCOUNT_UNDER_ATTACK_MAX_DELAY_MS);
}

/** What the account holder is emailed when their sign-in locks: the reset link's token and how many failed. */
export type SignInLockNotice = { email: string; token: string; failures: number };

const locked = () => new DomainError("rate_limited", SIGN_IN_LOCKED);

/**
 * Checks credentials with failed attempts limited per client address (refused past the limit) and per account.
 * An account's attempts are counted before the password is checked, in one store operation, so a burst from
 * many addresses has no more passwords checked than SIGN_IN_LOCK allows. Its sign-ins are slowed more with each
 * failure (signInDelayMs), refused only from an address that has failed already; reaching SIGN_IN_LOCK locks
 * the account's password sign-in, and `onLock` emails its holder the link that lifts it. An address with no
 * account is answered the same way, so a lock tells nobody an account exists. A success clears the account's
 * counts. Only failures count per address, so an office of admins behind one address is not locked out.
 */
export async function logIn(
  db: Db,
  input: Login,
  clientIp: string,
  { onLock, now = new Date() }: { onLock?: (notice: SignInLockNotice) => Promise<void>; now?: Date } = {},
) {
  const emailKey = input.email.trim().toLowerCase();
  await assertUnderRateLimit("login-ip", clientIp, LIMITS.loginPerIp);
  const attempt = await countHit(SIGN_IN_BUCKETS.attempts, emailKey, SIGN_IN_LOCK);
  const user = await findUserByEmail(db, emailKey);
  if (attempt > SIGN_IN_LOCK.limit || user?.signInLockedAt) {
    // past the limit the account locks, also when the attempt that reached it was never checked (hashes were busy)
    if (user && !user.signInLockedAt) await lockSignIn(db, user.id, attempt - 1, onLock, now);
    throw locked();
  }
  const delayMs = signInDelayMs(await failuresCounted(SIGN_IN_BUCKETS.failures, emailKey));
  if (delayMs > 0) {
    await assertUnderRateLimit("login-ip", clientIp, { ...LIMITS.loginPerIp, limit: 1 });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  // Hash anyway when the user is unknown, so timing does not reveal which emails exist.
  const ok = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await hashPassword(input.password).then(() => false);
  if (user && ok) {
    await forgetFailedSignIns(emailKey);
    const role = await roleOf(db, user.id);
    return { id: user.id, email: user.email, role, isAdmin: role !== null };
  }
  await countHit(SIGN_IN_BUCKETS.failures, emailKey, LIMITS.loginPerEmail);
  if (user && attempt >= SIGN_IN_LOCK.limit) await lockSignIn(db, user.id, attempt, onLock, now);
  await hitRateLimit("login-ip", clientIp, LIMITS.loginPerIp);
  throw new DomainError("unauthenticated", "Invalid login credentials");
}

/** Locks the account's password sign-in (once: a lock already on is left as it is) and has its holder told. */
async function lockSignIn(
  db: Db,
  userId: string,
  failures: number,
  onLock: ((notice: SignInLockNotice) => Promise<void>) | undefined,
  now: Date,
) {
  const [account] = await db
    .update(users)
    .set({ signInLockedAt: now })
    .where(and(eq(users.id, userId), isNull(users.signInLockedAt)))
    .returning({ email: users.email });
  if (!account) return;
  await onLock?.({ email: account.email, token: await newPasswordResetToken(db, userId, now), failures });
}
