// Changing how one signs in, from "Your account" (docs/decisions/040): a new password needs the current one, a
// new phone for two-factor needs the current factor (or the password). A stolen session alone can do neither.
import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import { hitRateLimit, LIMITS, resetRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/validation";

import { endSignIns } from "./account-sessions.server";
import { ChangePasswordSchema, type ChangePassword } from "./auth.schema";
import { hashPassword, verifyPassword } from "./passwords.server";

const WRONG_PASSWORD = "Your current password is not right.";

/** Checks the account's password, counted with its wrong codes so the two cannot be guessed in turn. */
export async function passwordIsRight(db: Db, userId: string, password: string) {
  await hitRateLimit("second-factor", userId, LIMITS.loginPerEmail);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new DomainError("not_found", "Account not found");
  const ok = await verifyPassword(password, row.hash);
  if (ok) await resetRateLimit("second-factor", userId);
  return ok;
}

/** Sets a new password when the current one is right; every other session and half-finished sign-in ends. */
export async function changePassword(db: Db, userId: string, input: ChangePassword, currentToken?: string) {
  const { currentPassword, password } = parseInput(ChangePasswordSchema, input);
  if (!(await passwordIsRight(db, userId, currentPassword)))
    throw new DomainError("unauthenticated", WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  const ended = await endSignIns(db, userId, currentToken);
  return { email: user.email, ended };
}
