// Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through otplib; docs/decisions/040). Set up
// in two steps (a pending secret shown as a QR code and as text, then confirmed by a code), with ten
// single-use recovery codes shown once and stored hashed. Every function takes `now`, so tests drive the clock.
import { createHash, randomBytes } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

import type { Db } from "~/db/client.server";
import { recoveryCodes, users } from "~/db/schema/auth";
import { DomainError } from "~/lib/errors";
import { hitRateLimit, LIMITS, resetRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";

import { OneTimeCodeSchema, ProofSchema } from "./auth.schema";
import { passwordIsRight } from "./credentials.server";
import type { Role } from "./permissions";

export const RECOVERY_CODE_COUNT = 10;
/** A code from the step before or after is accepted too: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;
export const WRONG_CODE = "That code is not right. Enter the 6-digit code your app shows now, or a recovery code.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normalise = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

async function twoFactorOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      secret: users.totpSecret,
      pending: users.totpPendingSecret,
      enabledAt: users.totpEnabledAt,
      lastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Account not found");
  return row;
}

export async function isTwoFactorOn(db: Db, userId: string): Promise<boolean> {
  return Boolean((await twoFactorOf(db, userId)).enabledAt);
}

/** What the account page shows: on or off, and how many recovery codes are left. */
export async function twoFactorStatus(db: Db, userId: string) {
  const state = await twoFactorOf(db, userId);
  const codes = await db
    .select({ usedAt: recoveryCodes.usedAt })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return {
    enabled: Boolean(state.enabledAt),
    enabledAt: state.enabledAt,
    recoveryCodesLeft: codes.filter((c) => !c.usedAt).length,
  };
}

export const WRONG_PROOF = "That is not right. Enter a code from your app, a recovery code or your password.";

/** 6 digits from the app or a recovery code (five and five hex digits); anything else is taken as a password. */
const looksLikeCode = (value: string) => /^\d{6}$/.test(value) || /^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(value);

/** Throws unless `input.proof` is a code from the app, an unused recovery code (then spent) or the password. */
async function proveOwner(db: Db, userId: string, input: unknown, now: Date) {
  const { proof } = parseInput(ProofSchema, input);
  if (looksLikeCode(proof)) {
    try {
      await verifySecondFactor(db, userId, { code: proof }, now);
      return;
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== "unauthenticated") throw err;
    }
  }
  if (!(await passwordIsRight(db, userId, proof)))
    throw new DomainError("unauthenticated", WRONG_PROOF, { proof: WRONG_PROOF });
}

const WRONG_PASSWORD_PROOF = "That is not your password.";

/** Throws unless `input.proof` is the account's password (two-factor is off: there is no code to ask for). */
async function provePassword(db: Db, userId: string, input: unknown) {
  const { proof } = parseInput(ProofSchema, input);
  if (!(await passwordIsRight(db, userId, proof)))
    throw new DomainError("unauthenticated", WRONG_PASSWORD_PROOF, { proof: WRONG_PASSWORD_PROOF });
}

/**
 * Starts (or restarts) set-up: a new secret waits, unconfirmed, until a code from it is entered; the current
 * secret and recovery codes keep working until then. Setting up needs `proof`: with two-factor already on, a code
 * from the app, a recovery code or the password, so a session alone cannot swap the factor; with it off, the
 * password, so a session alone cannot put a phone of its own on the account and lock its holder out.
 * Returns the secret as text and as a QR code (an SVG data URL) of its otpauth:// link.
 */
export async function startTwoFactorSetup(db: Db, userId: string, issuer: string, proof?: unknown, now = new Date()) {
  const { email, enabledAt } = await twoFactorOf(db, userId);
  if (enabledAt) await proveOwner(db, userId, proof ?? {}, now);
  else await provePassword(db, userId, proof ?? {});
  const secret = generateSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
  return setupView(secret, email, issuer);
}

/** The set-up's QR code and text for a secret already waiting (the page is reloaded mid-set-up). */
export async function pendingTwoFactorSetup(db: Db, userId: string, issuer: string) {
  const { email, pending } = await twoFactorOf(db, userId);
  return pending ? setupView(pending, email, issuer) : null;
}

async function setupView(secret: string, email: string, issuer: string) {
  const uri = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1 });
  // `uri` opens the authenticator app on the phone that shows this page (a phone cannot scan its own screen)
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The time step a TOTP code is valid in, or null; a step at or before `after` is a replay and fails. */
async function totpStep(secret: string, code: string, now: Date, after: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: seconds(now),
      epochTolerance: TOLERANCE_SECONDS,
      ...(after !== null ? { afterTimeStep: after } : {}),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString("hex");
    return `${raw.slice(0, 5)}-${raw.slice(5, 10)}`;
  });
}

/**
 * Confirms set-up with a code from the waiting secret: two-factor is on, and ten new recovery codes
 * (any older ones are gone) are returned to be shown once; only their hashes are kept.
 */
export async function confirmTwoFactor(db: Db, userId: string, input: { code: string }, now = new Date()) {
  const { code } = parseInput(OneTimeCodeSchema, input);
  const state = await twoFactorOf(db, userId);
  if (!state.pending) throw new DomainError("conflict", "Start the set-up again: no secret is waiting.");
  const step = await totpStep(state.pending, code, now, null);
  if (step === null) throw new DomainError("invalid_input", WRONG_CODE, { code: WRONG_CODE });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ totpSecret: state.pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normalise(c)) })));
    await recordTwoFactor(tx, userId, user.email, true);
  });
  // a new phone replacing a working one: the account holder is told (the route emails them)
  return { recoveryCodes: codes, replaced: Boolean(state.enabledAt), email: state.email };
}

/**
 * Checks the second factor: a code from the app (each time step once: a code seen is not accepted again)
 * or an unused recovery code, which is spent. Anything else is refused with one message; wrong codes are
 * limited per account like passwords (ADR 040), so six digits cannot be guessed. Reaching the limit calls
 * `onLock` once per window, with the address to tell.
 */
export async function verifySecondFactor(
  db: Db,
  userId: string,
  input: { code: string },
  now = new Date(),
  onLock?: (holder: { email: string }) => Promise<void>,
) {
  const { code } = parseInput(OneTimeCodeSchema, input);
  // counted before it is checked: parallel guesses cannot all slip in under one count; the first refusal of a
  // window has the account's holder told (`onLock`), once however long the guessing goes on
  const tell = onLock && (async () => onLock({ email: (await twoFactorOf(db, userId)).email }));
  await hitRateLimit("second-factor", userId, LIMITS.loginPerEmail, tell);
  const method = await checkCode(db, userId, code, now);
  await resetRateLimit("second-factor", userId);
  return { method };
}

async function checkCode(db: Db, userId: string, code: string, now: Date): Promise<"app" | "recovery"> {
  const state = await twoFactorOf(db, userId);
  if (!state.secret || !state.enabledAt) throw new DomainError("conflict", "Two-factor sign-in is not on.");
  const step = await totpStep(state.secret, code.replace(/\s/g, ""), now, state.lastStep);
  if (step !== null) {
    await db.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
    return "app";
  }
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalise(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!spent) throw new DomainError("unauthenticated", WRONG_CODE, { code: WRONG_CODE });
  return "recovery";
}

/**
 * Switches two-factor off, with a valid code. An Owner keeps it once it is on (docs/decisions/040): an
 * account that can change payments and staff is not left to a password alone.
 */
export async function disableTwoFactor(
  db: Db,
  user: { id: string; role: Role | null },
  input: { code: string },
  now = new Date(),
) {
  if (user.role === "owner")
    throw new DomainError("forbidden", "Owners keep two-factor sign-in once it is set up. Set up a new phone instead.");
  await verifySecondFactor(db, user.id, input, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, user.id))
      .returning({ email: users.email });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordTwoFactor(tx, user.id, row.email, false);
  });
}

/** Two-factor switched on or off by its owner, in Activity (docs/decisions/062); no Undo. */
async function recordTwoFactor(tx: Db, userId: string, email: string, on: boolean) {
  await recordActivity(
    tx,
    { id: userId, email },
    {
      action: on ? "staff.two_factor_on" : "staff.two_factor_off",
      targetType: "staff",
      targetId: email.toLowerCase(),
      targetLabel: email,
      summary: `${email} turned two-factor sign-in ${on ? "on" : "off"}`,
    },
  );
}
