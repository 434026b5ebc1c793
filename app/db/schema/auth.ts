// Users, roles, sessions and password-reset tokens.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, timestamptz } from "./columns";

// Staff roles (docs/decisions/040): what each may do is app/modules/auth/permissions.ts.
export const userRole = pgEnum("user_role", ["owner", "manager", "fulfilment"]);

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: createdAt(),
    // two-factor sign-in (docs/decisions/040): the confirmed secret, one waiting for its first code during
    // set-up, when it was turned on, and the last time step used (a code is accepted once)
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabledAt: timestamptz(),
    totpLastStep: integer(),
    // bumped when the password is changed or reset, at "sign out everywhere" and when two-factor is reset:
    // a half-finished sign-in (the code step's cookie is signed with it) is void from then on
    signInEpoch: integer().notNull().default(0),
    // set when too many sign-ins failed (docs/decisions/040): no password is checked for the account until the
    // holder uses the password-reset link the shop emailed them
    signInLockedAt: timestamptz(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: ownedBy(() => users.id),
    role: userRole().notNull(),
  },
  // one role per person: changing it replaces it
  (t) => [primaryKey({ columns: [t.userId, t.role] }), uniqueIndex("user_roles_user_key").on(t.userId)],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    csrfToken: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    /** the browser's User-Agent header at sign-in (cut to 500 characters): names the session on "Your account" */
    userAgent: text().notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text().primaryKey(),
  userId: ownedBy(() => users.id),
  expiresAt: timestamptz().notNull(),
  usedAt: timestamptz(),
  createdAt: createdAt(),
});

/**
 * The Owner's invitations to join the staff (docs/decisions/040): the emailed link carries a random token,
 * the table only its SHA-256; it works once (`accepted_at`), until `expires_at`, unless revoked.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: id(),
    email: text().notNull(),
    role: userRole().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    acceptedAt: timestamptz(),
    revokedAt: timestamptz(),
  },
  (t) => [index("staff_invitations_email_idx").on(sql`lower(${t.email})`)],
);

/**
 * A member of staff's request to change their email address ("Your account"): the link emailed to the new
 * address carries a random token, the table only its SHA-256; it works once (`used_at`), until `expires_at`.
 * The account keeps signing in with its old address until then.
 */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    id: id(),
    userId: ownedBy(() => users.id),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [index("email_change_requests_user_idx").on(t.userId)],
);

/** Ten single-use codes per account with two-factor on, for a lost phone; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: ownedBy(() => users.id),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type StaffInvitation = typeof staffInvitations.$inferSelect;
