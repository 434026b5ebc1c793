// The shop's staff (docs/decisions/240): the Owner invites by email with a role, the invitee sets a password
// and joins; the Owner changes roles and removes people, never leaving the shop without an Owner. The
// invitation email is queued by the route with the email module (as password resets are, ADR 186).
import { createHash, randomBytes } from "node:crypto";

import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { sessions, staffInvitations, userRoles, users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";

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
import type { Role } from "./permissions";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_OWNER = "The shop needs at least one Owner: make someone else an Owner first.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const sameEmail = (column: typeof users.email | typeof staffInvitations.email, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

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

export async function changeStaffRole(db: Db, input: ChangeStaffRole) {
  const { userId, role } = parseInput(ChangeStaffRoleSchema, input);
  return db.transaction(async (tx) => {
    await assertKeepsAnOwner(tx, userId, role);
    const [row] = await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId)).returning();
    if (!row) throw new DomainError("not_found", "Staff member not found");
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return { email: user.email, role };
  });
}

/**
 * Removes someone from the staff: their role goes and every session of theirs ends at once. The account
 * stays (with no rights), so the activity log keeps who did what; a new invitation brings them back.
 */
export async function removeStaff(db: Db, input: { userId: string }) {
  const { userId } = parseInput(StaffMemberSchema, input);
  return db.transaction(async (tx) => {
    await assertKeepsAnOwner(tx, userId, null);
    const [row] = await tx.delete(userRoles).where(eq(userRoles.userId, userId)).returning();
    if (!row) throw new DomainError("not_found", "Staff member not found");
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return { email: user.email };
  });
}

export async function revokeInvitation(db: Db, input: { invitationId: string }, now = new Date()) {
  const { invitationId } = parseInput(InvitationIdSchema, input);
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, invitationId), pending(now)))
    .returning({ email: staffInvitations.email });
  if (!row) throw new DomainError("not_found", "That invitation is no longer waiting.");
  return row;
}
