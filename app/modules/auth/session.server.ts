import { createHmac, timingSafeEqual } from "node:crypto";

import { eq } from "drizzle-orm";
import { redirect } from "react-router";

import type { Db } from "~/db/client.server";
import { users } from "~/db/schema/auth";
import { CSRF_FIELD, CSRF_HEADER } from "~/lib/csrf";
import type { Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { cookieSecret, flashCookie } from "~/lib/flash.server";
import { readForm } from "~/lib/http.server";
import type { ToastMessage } from "~/lib/toast-message";

import { createSession, getSessionUser, SESSION_ABSOLUTE_MS, type SessionUser } from "./auth.server";
import { can, forbiddenMessage, homeFor, pageRefusal, type Needs, type Role } from "./permissions";

// The session cookie: HttpOnly, SameSite=Lax, and behind HTTPS Secure with the __Host- prefix
// (which also pins it to this host and path /).
const PLAIN_NAME = "shop_session";
const SECURE_NAME = "__Host-shop_session";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request, isHttps(request) ? SECURE_NAME : PLAIN_NAME);
}

function readCookie(request: Request, wanted: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== wanted) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined; // a broken %-escape is no session, not an error
    }
  }
  return undefined;
}

export function sessionCookie(request: Request, token: string): string {
  const secure = isHttps(request);
  const name = secure ? SECURE_NAME : PLAIN_NAME;
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(request: Request): string {
  const secure = isHttps(request);
  return `${secure ? SECURE_NAME : PLAIN_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

// Between the password and the second factor (docs/decisions/040) the browser holds a short-lived signed
// cookie naming the account; no session exists until the code is right.
const PENDING_PLAIN = "shop_2fa";
const PENDING_SECURE = "__Host-shop_2fa";
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

// The account's sign-in epoch is in the signature: a password change or reset, "sign out everywhere" or a
// reset of two-factor bumps it, which voids every half-finished sign-in.
const pendingMac = (config: Pick<Config, "SESSION_SECRET">, value: string, epoch: number) =>
  createHmac("sha256", cookieSecret(config)).update(`second-factor:${value}:${epoch}`).digest("base64url");

async function signInEpochOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ epoch: users.signInEpoch }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.epoch : null;
}

export async function pendingSignInCookie(
  db: Db,
  request: Request,
  config: Pick<Config, "SESSION_SECRET">,
  userId: string,
  now = new Date(),
): Promise<string> {
  const value = `${userId}.${now.getTime() + PENDING_SIGN_IN_MS}`;
  const epoch = (await signInEpochOf(db, userId)) ?? 0;
  const secure = isHttps(request);
  const name = secure ? PENDING_SECURE : PENDING_PLAIN;
  const maxAge = Math.floor(PENDING_SIGN_IN_MS / 1000);
  const attributes = `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
  return `${name}=${value}.${pendingMac(config, value, epoch)}; ${attributes}`;
}

export function clearPendingSignInCookie(request: Request): string {
  const secure = isHttps(request);
  const name = secure ? PENDING_SECURE : PENDING_PLAIN;
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/**
 * The account waiting for its second factor, when the cookie is this shop's, not expired, and signed since the
 * account's sign-ins were last ended; else null.
 */
export async function readPendingSignIn(
  db: Db,
  request: Request,
  config: Pick<Config, "SESSION_SECRET">,
  now = new Date(),
): Promise<string | null> {
  const raw = readCookie(request, isHttps(request) ? PENDING_SECURE : PENDING_PLAIN);
  const [userId, expires, mac, extra] = (raw ?? "").split(".");
  if (!userId || !expires || !mac || extra !== undefined || Number(expires) <= now.getTime()) return null;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const epoch = await signInEpochOf(db, userId);
  if (epoch === null || !sameToken(mac, pendingMac(config, `${userId}.${expires}`, epoch))) return null;
  return userId;
}

const WELCOME: ToastMessage = {
  kind: "success",
  title: "Welcome back!",
  description: "Successfully logged in to admin dashboard.",
};

/**
 * The end of every way in (the password, the code step, an accepted invitation): a new session, its cookie,
 * a toast, and the role's first page. The code step's cookie, if any, is cleared with it.
 */
export async function signedInRedirect(
  db: Db,
  config: Pick<Config, "SESSION_SECRET">,
  request: Request,
  user: { id: string; role: Role },
  toast: ToastMessage = WELCOME,
) {
  const session = await createSession(db, user.id, new Date(), request.headers.get("user-agent") ?? "");
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, session.token));
  if (readCookie(request, isHttps(request) ? PENDING_SECURE : PENDING_PLAIN) !== undefined)
    headers.append("Set-Cookie", clearPendingSignInCookie(request));
  headers.append("Set-Cookie", await flashCookie(config, toast));
  return redirect(homeFor(user.role), { headers });
}

export async function currentUser(db: Db, request: Request): Promise<SessionUser | null> {
  return getSessionUser(db, readSessionToken(request));
}

/** Refuses (403, with a message saying what the role cannot do) a person whose role lacks `needs`. */
export function assertCan(user: Pick<SessionUser, "role">, needs: Needs): void {
  if (can(user.role, needs)) return;
  throw new DomainError("forbidden", forbiddenMessage(user.role, needs));
}

/**
 * For admin JSON endpoints and actions: 401 without a session, 403 without a staff role or without
 * the permission `needs` (docs/decisions/040).
 */
export async function requireAdmin(db: Db, request: Request, needs: Needs = "staff"): Promise<SessionUser> {
  const user = await currentUser(db, request);
  if (!user) throw new DomainError("unauthenticated", "Not authenticated");
  if (!user.isAdmin) throw new DomainError("forbidden", "You don't have admin privileges.");
  assertCan(user, needs);
  return user;
}

/**
 * For admin pages: anyone without a staff role goes to /admin/login; staff whose role lacks `needs` get
 * a 403 page saying so.
 */
export async function requireAdminPage(db: Db, request: Request, needs: Needs = "staff"): Promise<SessionUser> {
  const user = await currentUser(db, request);
  if (!user?.isAdmin) throw redirect("/admin/login");
  if (!can(user.role, needs)) throw pageRefused(user.role, needs, new URL(request.url).pathname);
  return user;
}

/** The 403 page's answer for `pathname`: the error page shows its sentence, naming the page and who can open it. */
export function pageRefused(role: Role | null, needs: Needs, pathname: string): Response {
  return new Response(pageRefusal(role, needs, pathname), {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * A browser opening a download (a shared invoice link): signed out, it goes to sign in; a role without `needs`
 * goes to the 403 page, which names the file and who can open it (a download has no page of its own to show).
 */
export async function requireAdminDownload(db: Db, request: Request, needs: Needs): Promise<SessionUser> {
  const user = await currentUser(db, request);
  if (!user?.isAdmin) throw redirect("/admin/login");
  if (!can(user.role, needs))
    throw redirect(`/admin/not-allowed?from=${encodeURIComponent(new URL(request.url).pathname)}`);
  return user;
}

/**
 * For every state-changing admin request: the admin role, plus the session's CSRF token from the
 * form field `csrf` or the `X-CSRF-Token` header (SameSite=Lax alone does not cover every browser).
 */
export async function requireAdminMutation(
  db: Db,
  request: Request,
  needs: Needs = "staff",
  form?: FormData,
): Promise<SessionUser> {
  const user = await requireAdmin(db, request, needs);
  checkCsrf(user, request, form);
  return user;
}

/**
 * An admin form post: the role is checked before the body is read, so nobody else can make the shop read
 * one (docs/decisions/081): the role must hold at least one of `anyOf`; then the form, then its CSRF token.
 */
export async function readAdminForm(
  db: Db,
  request: Request,
  anyOf: readonly Needs[],
): Promise<{ form: FormData; actor: SessionUser }> {
  const actor = await requireAdmin(db, request);
  if (!anyOf.some((p) => can(actor.role, p))) assertCan(actor, anyOf[0]);
  const form = await readForm(request);
  checkCsrf(actor, request, form);
  return { form, actor };
}

function checkCsrf(user: SessionUser, request: Request, form?: FormData) {
  const sent = request.headers.get(CSRF_HEADER) ?? form?.get(CSRF_FIELD);
  if (typeof sent !== "string" || !sameToken(sent, user.csrfToken)) {
    throw new DomainError("forbidden", "Your session has expired. Please reload the page and try again.");
  }
}

/** Compares a sent token with the session's in constant time, so timing does not leak it. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
