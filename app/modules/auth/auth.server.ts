import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, userRoles, users } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import type { CreateAdmin, Login } from "./auth.schema";
import { hashPassword, verifyPassword } from "./passwords.server";

export const SESSION_IDLE_MS = 60 * 60 * 1000; // an hour without a request ends the session
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000; // and no session outlives a working day

export type SessionUser = { id: string; email: string; isAdmin: boolean; csrfToken: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return Boolean(row);
}

/** Creates the user if missing (or sets the new password) and grants the admin role. Idempotent. */
export async function createAdmin(db: Db, input: CreateAdmin) {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const user = existing
    ? (await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id)).returning())[0]
    : (await db.insert(users).values({ email: input.email, passwordHash }).returning())[0];
  await db.insert(userRoles).values({ userId: user.id, role: "admin" }).onConflictDoNothing();
  return { id: user.id, email: user.email, created: !existing };
}

/** Checks the credentials; any failure is the same message, so accounts cannot be discovered. */
export async function authenticate(db: Db, input: Login) {
  const user = await findUserByEmail(db, input.email);
  // Hash anyway when the user is unknown, so timing does not reveal which emails exist.
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await hashPassword(input.password).then(() => false);
  if (!user || !ok) throw new DomainError("unauthenticated", "Invalid login credentials");
  return { id: user.id, email: user.email, isAdmin: await isAdmin(db, user.id) };
}

/** A new server-side session; the caller puts the returned token in an HttpOnly cookie. */
export async function createSession(db: Db, userId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, csrfToken };
}

/** The signed-in user for a session token, or null when there is none or it timed out. */
export async function getSessionUser(db: Db, token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ session: sessions, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
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
  return { id: session.userId, email: row.email, isAdmin: await isAdmin(db, session.userId), csrfToken: session.csrfToken };
}

export async function endSession(db: Db, token: string | undefined) {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
