// The shop's staff (docs/decisions/040): the Owner invites by email with a role, the invitee sets a password
// and joins; the Owner changes roles and removes people, never leaving the shop without an Owner. The
// invitation email is queued by the route with the email module (as password resets are, ADR 100). Each
// change is recorded in the activity log in its own transaction, without an Undo (docs/decisions/062).
import { createHash, randomBytes } from "node:crypto";

import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { sessions, staffInvitations, userRoles, users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";

import {
  AcceptInvitationSchema,
  ChangeStaffRoleSchema,
  INVITATION_INVALID,
  InvitationIdSchema,
  InviteStaffSchema,
  StaffMemberSchema,
  type AcceptInvitation,
  type Actor,
  type ChangeStaffRole,
  type InviteStaff,
} from "./auth.schema";
import { hashPassword } from "./passwords.server";
import { ROLE_LABELS, type Role } from "./permissions";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_OWNER = "The shop needs at least one Owner: make someone else an Owner first.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const sameEmail = (column: typeof users.email | typeof staffInvitations.email, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** A staff change's entry: the person it is about, by address (an invitee has no account yet). */
const staffEntry = (email: string, action: string, summary: string, changes?: Record<string, unknown>) => ({
  action: `staff.${action}`,
  targetType: "staff",
  targetId: email.toLowerCase(),
  targetLabel: email,
  summary,
  ...(changes ? { changes: changes as Record<string, { before: unknown; after: unknown }> } : {}),
});

/** Everyone with a role, and the invitations still waiting, for the Staff page. */
export async function listStaff(db: Db, now = new Date()) {
  const members = await db
    .select({ id: users.id, email: users.email, role: userRoles.role, since: users.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .orderBy(asc(users.email));
  const invitations = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(pending(now))
    .orderBy(asc(staffInvitations.createdAt));
  return { members, invitations };
}

const pending = (now: Date) =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now));

/**
 * Invites `email` as `role`: a one-time token valid for a week (only its hash is stored). A newer invitation
 * to the same address replaces the older. Someone already on the staff is refused: change their role instead.
 */
export async function inviteStaff(db: Db, input: InviteStaff, actor: Actor, now = new Date()) {
  const { email, role } = parseInput(InviteStaffSchema, input);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(sameEmail(users.email, email))
      .limit(1);
    if (member)
      throw new DomainError("conflict", `${email} is already on the staff: change their role instead.`, {
        email: "Already on the staff",
      });
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(sameEmail(staffInvitations.email, email), pending(now)));
    await tx.insert(staffInvitations).values({
      email,
      role,
      tokenHash: sha256(token),
      invitedBy: actor.id,
      createdAt: now,
      expiresAt,
    });
    await recordActivity(
      tx,
      actor,
      staffEntry(email, "invite", `Invited ${email} to the staff as ${ROLE_LABELS[role]}`),
    );
  });
  return { email, role, token, expiresAt };
}

/** The invitation a link names while it can still be used, or null (the page says the link is spent). */
export async function findInvitation(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, sha256(token)), pending(now)))
    .limit(1);
  return row ?? null;
}

/**
 * Accepts an invitation once: claiming it is one statement, so a link cannot be used twice at the same time.
 * The account is created (or, for an address that has one without a role, given the new password) with
 * the invitation's role. The caller signs the person in.
 */
export async function acceptInvitation(db: Db, input: AcceptInvitation, now = new Date()) {
  const { token, password } = parseInput(AcceptInvitationSchema, input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.tokenHash, sha256(token)), pending(now)))
      .returning();
    if (!invitation) throw new DomainError("invalid_input", INVITATION_INVALID);
    const [existing] = await tx.select().from(users).where(sameEmail(users.email, invitation.email)).limit(1);
    if (existing && (await tx.select().from(userRoles).where(eq(userRoles.userId, existing.id))).length > 0)
      throw new DomainError("conflict", `${existing.email} is already on the staff. Sign in instead.`);
    const [user] = existing
      ? await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id)).returning()
      : await tx.insert(users).values({ email: invitation.email, passwordHash }).returning();
    await tx.insert(userRoles).values({ userId: user.id, role: invitation.role });
    // whatever sessions an old role-less account had end here
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const role = ROLE_LABELS[invitation.role as Role];
    await recordActivity(
      tx,
      { id: user.id, email: user.email },
      staffEntry(user.email, "invitation_accepted", `${user.email} accepted the invitation and joined as ${role}`),
    );
    return { id: user.id, email: user.email, role: invitation.role as Role };
  });
}

/** Refuses a change that would leave no Owner; counted under lock so two changes at once cannot both pass. */
async function assertKeepsAnOwner(tx: Db, userId: string, nextRole: Role | null) {
  const owners = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "owner"))
    .for("update");
  const isOwner = owners.some((o) => o.userId === userId);
  if (isOwner && nextRole !== "owner" && owners.length <= 1) throw new DomainError("conflict", LAST_OWNER);
}

export async function changeStaffRole(db: Db, input: ChangeStaffRole, actor?: Actor) {
  const { userId, role } = parseInput(ChangeStaffRoleSchema, input);
  return db.transaction(async (tx) => {
    await assertKeepsAnOwner(tx, userId, role);
    const [before] = await tx.select().from(userRoles).where(eq(userRoles.userId, userId)).for("update");
    if (!before) throw new DomainError("not_found", "Staff member not found");
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (before.role !== role) {
      const [from, to] = [ROLE_LABELS[before.role as Role], ROLE_LABELS[role]];
      await recordActivity(
        tx,
        actor,
        staffEntry(user.email, "role", `Changed ${user.email}'s role from ${from} to ${to}`, {
          role: { before: from, after: to },
        }),
      );
    }
    return { email: user.email, role };
  });
}

/**
 * Removes someone from the staff: their role goes and every session of theirs ends at once. The account
 * stays (with no rights), so the activity log keeps who did what; a new invitation brings them back.
 */
export async function removeStaff(db: Db, input: { userId: string }, actor?: Actor) {
  const { userId } = parseInput(StaffMemberSchema, input);
  return db.transaction(async (tx) => {
    await assertKeepsAnOwner(tx, userId, null);
    const [row] = await tx.delete(userRoles).where(eq(userRoles.userId, userId)).returning();
    if (!row) throw new DomainError("not_found", "Staff member not found");
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const was = ROLE_LABELS[row.role as Role];
    await recordActivity(tx, actor, staffEntry(user.email, "remove", `Removed ${user.email} (${was}) from the staff`));
    return { email: user.email };
  });
}

export async function revokeInvitation(db: Db, input: { invitationId: string }, actor?: Actor, now = new Date()) {
  const { invitationId } = parseInput(InvitationIdSchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, invitationId), pending(now)))
      .returning({ email: staffInvitations.email });
    if (!row) throw new DomainError("not_found", "That invitation is no longer waiting.");
    await recordActivity(
      tx,
      actor,
      staffEntry(row.email, "invitation_revoked", `Revoked the invitation to ${row.email}`),
    );
    return row;
  });
}
