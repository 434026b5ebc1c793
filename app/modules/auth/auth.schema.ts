import { z } from "zod";

import type { ActivityOrigin } from "~/modules/activity/activity.schema";

import { ROLES, type Role } from "./permissions";

// SPEC §5 'Login': email and password required. The same schemas check the forms and the server.
const email = z.string().trim().min(1, "Email is required").max(255).email("Please enter a valid email address");
const newPassword = z
  .string()
  .min(10, "Password must be at least 10 characters")
  .max(200, "Password must be at most 200 characters");

export const LoginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200),
});
export type Login = z.infer<typeof LoginSchema>;

/** There is no public sign-up (docs/decisions/040): staff join by the Owner's invitation. */
export const SIGN_UP_CLOSED = "There is no sign-up here. Ask the shop's owner to invite you by email.";

export const CreateAdminSchema = z.object({
  email: z.string().trim().toLowerCase().max(255).email("Please enter a valid email address"),
  password: newPassword,
});
export type CreateAdmin = z.infer<typeof CreateAdminSchema>;

export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** A one-time link's token and a new password typed twice. */
const tokenAndNewPassword = (badLink: string) =>
  z
    .object({ token: z.string().min(20, badLink).max(200), password: newPassword, confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const PasswordResetSchema = tokenAndNewPassword("This reset link is invalid or has expired.");
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

const role = z.enum(ROLES, { message: "Choose a role" });

/** The Owner's invitation: who, and as what. */
export const InviteStaffSchema = z.object({ email, role });
export type InviteStaff = z.input<typeof InviteStaffSchema>;

export const ChangeStaffRoleSchema = z.object({ userId: z.uuid("Unknown staff member"), role });
export type ChangeStaffRole = z.input<typeof ChangeStaffRoleSchema>;

export const StaffMemberSchema = z.object({ userId: z.uuid("Unknown staff member") });
export const InvitationIdSchema = z.object({ invitationId: z.uuid("Unknown invitation") });

export const INVITATION_INVALID =
  "This invitation link is invalid, used or expired. Ask the shop's owner for a new one.";

/** The invitee's form: the link's token and a password chosen twice. */
export const AcceptInvitationSchema = tokenAndNewPassword("This invitation link is invalid or has expired.");
export type AcceptInvitation = z.input<typeof AcceptInvitationSchema>;

/** "Your account": a new password, with the current one. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(200),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/**
 * "Your account": a new email address, with the current password and, when two-factor sign-in is on, a code from
 * the app or a recovery code (the action checks that one is given then).
 */
export const ChangeEmailSchema = z.object({
  newEmail: email,
  currentPassword: z.string().min(1, "Enter your current password").max(200),
  code: z.string().trim().max(32, "That code is too long").optional(),
});
export type ChangeEmail = z.input<typeof ChangeEmailSchema>;

export const EMAIL_CHANGE_INVALID =
  'This link is invalid, used or expired. Ask for the change again from "Your account".';

/** The emailed link's token that confirms a new address. */
export const ConfirmEmailChangeSchema = z.object({ token: z.string().min(20).max(200) });

/** Proof that the person at the keyboard owns the account: a code from the app, a recovery code or the password. */
export const ProofSchema = z.object({
  proof: z
    .string()
    .trim()
    .min(1, "Enter your password, or a code from your app or a recovery code")
    .max(200, "That is too long"),
});

/** A code from an authenticator app (6 digits) or a recovery code, as typed. */
export const OneTimeCodeSchema = z.object({
  code: z.string().trim().min(1, "Enter the code from your authenticator app").max(32, "That code is too long"),
});

/** The answer to every reset request, whether or not the email has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It works once, within an hour.";

/**
 * Who asked for an operation, and through which door (an admin page when not said); `role` when a
 * person signed in asked (an operation with rules of its own per role checks it).
 */
export type Actor = { id: string; email: string; origin?: ActivityOrigin; role?: Role | null };
