// One's own sessions (docs/decisions/040): where the account is signed in, and signing out everywhere.
import { createHash } from "node:crypto";

import { and, desc, eq, ne, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { sessions, users } from "~/db/schema/auth";

import { deviceName } from "./device-name";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The account's sessions, latest first; `current` marks the one this browser holds. */
export async function listSessions(db: Db, userId: string, currentToken: string | undefined) {
  const currentHash = currentToken ? sha256(currentToken) : null;
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
  // the hash never leaves the server: a row is told apart by its times
  return rows.map(({ tokenHash, userAgent, ...row }) => ({
    ...row,
    device: deviceName(userAgent),
    current: tokenHash === currentHash,
  }));
}

/**
 * Ends every session of the account but the one `keepToken` holds (none when it is not given), and voids its
 * half-finished sign-ins (a code step's cookie is signed with the epoch bumped here). Returns how many
 * sessions ended.
 */
export async function endSignIns(db: Db, userId: string, keepToken?: string) {
  await db
    .update(users)
    .set({ signInEpoch: sql`${users.signInEpoch} + 1` })
    .where(eq(users.id, userId));
  const ended = await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepToken)))
        : eq(sessions.userId, userId),
    )
    .returning({ userId: sessions.userId });
  return ended.length;
}

/** Ends every session of the account, this browser's included, and its half-finished sign-ins. */
export async function signOutEverywhere(db: Db, userId: string) {
  return { ended: await endSignIns(db, userId) };
}
