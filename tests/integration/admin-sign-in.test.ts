import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";

import { passwordResetTokens, sessions, users } from "~/db/schema/auth";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { LIMITS } from "~/lib/rate-limit.server";
import { SIGN_UP_CLOSED } from "~/modules/auth/auth.schema";
import {
  authenticate,
  createAdmin,
  createSession,
  getSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "~/modules/auth/auth.server";
import { setHashCostForTests } from "~/modules/auth/passwords.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as loginAction, loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";

import { createAdminSession, createUserWithoutRole } from "../support/factories";
import { formPost } from "../support/form-request";
import { loginPage } from "../support/login-page";
import { setTestHashCost } from "../support/password-cost";
import { freshIp, routeArgs, routeOutcome } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const logIn = loginPage(db);

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith("shop_session="))
    ?.split(";")[0] ?? "";

describe("log in", () => {
  it("signs an admin in with a new session, welcomes them, and the cookie is HttpOnly and SameSite", async () => {
    await createAdmin(db, { email: "boss@example.com", password: "a long admin password" });
    const result = await logIn({ intent: "login", email: "Boss@Example.com", password: "a long admin password" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/dashboard");
    const setCookies = result.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("shop_session="))).toMatch(/HttpOnly; SameSite=Lax/);
    // The dashboard shows 'Welcome back!' once.
    const cookie = [
      cookieFrom(result.headers),
      setCookies.find((c) => c.startsWith("shop_flash="))!.split(";")[0],
    ].join("; ");
    const layout = await routeOutcome(() =>
      layoutLoader(routeArgs(db, new Request("http://localhost/admin/dashboard", { headers: { Cookie: cookie } }))),
    );
    expect(layout.body).toMatchObject({
      toast: { title: "Welcome back!", description: "Successfully logged in to admin dashboard." },
    });
  });

  it("uses the __Host- prefixed Secure cookie behind HTTPS", async () => {
    await createAdmin(db, { email: "https@example.com", password: "a long admin password" });
    const request = new Request("https://shop.example/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: "https@example.com", password: "a long admin password" }),
    });
    const result = await routeOutcome(() => loginAction(routeArgs(db, request, {}, { clientIp: freshIp() })));
    expect(result.headers.getSetCookie().find((c) => c.startsWith("__Host-shop_session="))).toMatch(/; Secure/);
  });

  it("replaces the session the browser already had", async () => {
    const { cookie, user } = await createAdminSession(db, "rotate@example.com");
    await createAdmin(db, { email: "rotate@example.com", password: "a long admin password" });
    const result = await logIn(
      { intent: "login", email: "rotate@example.com", password: "a long admin password" },
      { cookie },
    );
    expect(result.status).toBe(302);
    expect(await getSessionUser(db, cookie.split("=")[1])).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("says 'Login Failed' with the reason for a wrong password; asks for both fields if one is missing", async () => {
    const wrong = await logIn({ intent: "login", email: "boss@example.com", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ toast: { title: "Login Failed", description: "Invalid login credentials" } });
    const empty = await logIn({ intent: "login", email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      toast: { title: "Login Failed", description: "You must provide either an email or phone number and a password" },
      fieldErrors: { email: "Email is required", password: "Password is required" },
    });
  });

  it("refuses a user without the admin role with 'Access Denied' and no session", async () => {
    const ip = freshIp();
    const fan = await createUserWithoutRole(db, "fan@example.com", "a long fan password");
    const login = await logIn(
      { intent: "login", email: "fan@example.com", password: "a long fan password" },
      { clientIp: ip },
    );
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({
      toast: { title: "Access Denied", description: "You don't have admin privileges." },
    });
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(0);
  });
});

describe("no public sign-up", () => {
  const signUp = (email: string, password: string) => logIn({ intent: "signup", email, password });

  it("refuses a posted sign-up and creates no account", async () => {
    const result = await signUp("newcomer@example.com", "a long enough password");
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ toast: { title: "Sign Up Failed", description: SIGN_UP_CLOSED } });
    expect(await db.select().from(users).where(eq(users.email, "newcomer@example.com"))).toHaveLength(0);
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it("changes nothing for an email that has an account", async () => {
    await createAdmin(db, { email: "taken@example.com", password: "the real password" });
    expect((await signUp("taken@example.com", "attacker password")).status).toBe(403);
    await expect(
      authenticate(db, { email: "taken@example.com", password: "the real password" }),
    ).resolves.toMatchObject({ role: "owner", isAdmin: true });
  });
});

describe("login limits", () => {
  it(
    "never locks the owner out: after failures from many addresses " + "the right password from a clean one signs in",
    async () => {
      await createAdmin(db, { email: "target@example.com", password: "the right password" });
      const guessers = Array.from({ length: LIMITS.loginPerEmail.limit }, () => freshIp());
      const attempt = (password: string, clientIp: string) =>
        logIn({ intent: "login", email: "TARGET@example.com", password }, { clientIp });
      for (const [i, ip] of guessers.entries()) expect((await attempt(`guess ${i}`, ip)).status).toBe(401);

      // the account is under attack: an address that has failed is refused, even with the right password
      const refused = await attempt("the right password", guessers[0]);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        toast: { title: "Login Failed", description: "Too many attempts. Please wait a few minutes and try again." },
      });
      // a new guess from a new address is only slowed and checked; it fails, and that address is then refused too
      const guessIp = freshIp();
      expect((await attempt("another guess", guessIp)).status).toBe(401);
      expect((await attempt("yet another guess", guessIp)).status).toBe(429);
      // the owner, from an address with no failures, signs in
      expect((await attempt("the right password", freshIp())).status).toBe(302);
    },
    180_000,
  );

  it(
    "hashes a few passwords at a time: a storm of sign-ins is answered 429 at once, " + "not queued behind each other",
    async () => {
      // the bound only shows when each hash takes as long as the shop's do
      setHashCostForTests(undefined);
      onTestFinished(setTestHashCost);
      const storm = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          logIn({ intent: "login", email: `storm${i}@example.com`, password: "wrong guess" }),
        ),
      );
      const statuses = storm.map((r) => r.status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(storm.find((r) => r.status === 429)!.body).toMatchObject({
        toast: { title: "Login Failed", description: "Too many sign-ins at once. Please try again in a moment." },
      });
    },
    240_000,
  );

  // One sign-in after another (many at once meet the bound on password hashing, tested above); each hash
  // takes seconds on a loaded machine, hence the long timeouts.
  const oneByOne = async <T>(count: number, run: (i: number) => Promise<T>) => {
    const results: T[] = [];
    for (let i = 0; i < count; i++) results.push(await run(i));
    return results;
  };

  it("limits failures from one IP across many emails", async () => {
    const ip = freshIp();
    const attempts = await oneByOne(LIMITS.loginPerIp.limit, (i) =>
      logIn({ intent: "login", email: `spray${i}@example.com`, password: "guess" }, { clientIp: ip }),
    );
    expect(attempts.map((r) => r.status)).toEqual(attempts.map(() => 401));
    const blocked = await logIn(
      { intent: "login", email: "boss@example.com", password: "a long admin password" },
      { clientIp: ip },
    );
    expect(blocked.status).toBe(429);
  }, 300_000);

  it("does not count successful logins, so admins sharing an address are not locked out", async () => {
    await createAdmin(db, { email: "office@example.com", password: "a long admin password" });
    const ip = freshIp();
    const logins = await oneByOne(LIMITS.loginPerIp.limit + 2, () =>
      logIn({ intent: "login", email: "office@example.com", password: "a long admin password" }, { clientIp: ip }),
    );
    expect(logins.map((r) => r.status)).toEqual(logins.map(() => 302));
  }, 300_000);
});

describe("sessions", () => {
  it("ends a session after 12 hours even when it is used all the time", async () => {
    const admin = await createAdmin(db, { email: "busy@example.com", password: "a long admin password" });
    const start = new Date("2026-11-21T08:00:00Z");
    const { token } = await createSession(db, admin.id, start);
    for (let t = 30 * 60_000; t < SESSION_ABSOLUTE_MS; t += 30 * 60_000) {
      expect(await getSessionUser(db, token, new Date(start.getTime() + t))).not.toBeNull();
    }
    expect(SESSION_IDLE_MS).toBeLessThan(SESSION_ABSOLUTE_MS);
    expect(await getSessionUser(db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it("logs out on the server: the old cookie no longer opens the dashboard", async () => {
    const { cookie, csrfToken } = await createAdminSession(db);
    const result = await routeOutcome(() =>
      logoutAction(routeArgs(db, formPost("/admin/logout", { csrf: csrfToken }, cookie))),
    );
    expect(result.headers.get("Location")).toBe("/admin/login");
    expect(result.headers.getSetCookie().some((c) => /^shop_session=;.*Max-Age=0/.test(c))).toBe(true);
    const after = await routeOutcome(() =>
      layoutLoader(routeArgs(db, new Request("http://localhost/admin/dashboard", { headers: { Cookie: cookie } }))),
    );
    expect(after.headers.get("Location")).toBe("/admin/login");
    // 'Logged out' shows on the login page.
    const flash = result.headers
      .getSetCookie()
      .find((c) => c.startsWith("shop_flash="))!
      .split(";")[0];
    const login = await routeOutcome(() =>
      loginLoader(routeArgs(db, new Request("http://localhost/admin/login", { headers: { Cookie: flash } }))),
    );
    expect(login.body).toMatchObject({ toast: { title: "Logged out" } });
  });

  it("shows no toast from a flash cookie the shop did not sign", async () => {
    const forged = Buffer.from(JSON.stringify({ toast: { kind: "success", title: "Logged out" } })).toString("base64");
    const login = await routeOutcome(() =>
      loginLoader(
        routeArgs(db, new Request("http://localhost/admin/login", { headers: { Cookie: `shop_flash=${forged}` } })),
      ),
    );
    expect(login.body).toMatchObject({ toast: null });
  });

  it("ignores a logout posted without the session's CSRF token", async () => {
    const { cookie, token } = await createAdminSession(db);
    const result = await routeOutcome(() =>
      logoutAction(routeArgs(db, formPost("/admin/logout", { csrf: "forged" }, cookie))),
    );
    expect(result.headers.get("Location")).toBe("/admin/dashboard");
    expect(await getSessionUser(db, token)).not.toBeNull();
  });
});

describe("password reset", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-reset-"));
  const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" });
  const outbox = () =>
    fs.existsSync(path.join(dataDir, "outbox")) ? fs.readdirSync(path.join(dataDir, "outbox")) : [];
  /** The reset page's action asked for a link to `email`, from a fresh address. */
  const askForLink = (email: string) =>
    routeOutcome(() =>
      resetAction(
        routeArgs(
          db,
          formPost("/admin/reset-password", { intent: "request", email }),
          {},
          { config, clientIp: freshIp() },
        ),
      ),
    );
  /** The reset page's action setting `password` (typed twice) with the link's token. */
  const setPassword = (token: string, password: string) =>
    routeOutcome(() =>
      resetAction(
        routeArgs(
          db,
          formPost("/admin/reset-password", { intent: "reset", token, password, confirmPassword: password }),
        ),
      ),
    );

  it("emails a one-time link for a known email, says the same for an unknown one, and stores only a hash", async () => {
    const admin = await createAdmin(db, { email: "forgetful@example.com", password: "the old password" });
    const { cookie } = await createAdminSession(db, "forgetful@example.com");
    const known = await askForLink("forgetful@example.com");
    const unknown = await askForLink("nobody@example.com");
    expect(known.body).toEqual(unknown.body);
    expect(known.status).toBe(unknown.status);
    // queued in the outbox like every email, and written out by its sender (an .eml file without SMTP)
    expect(outbox()).toHaveLength(0);
    await deliverDueEmails(db, { config, logger: createLogger("silent") });
    expect(outbox()).toHaveLength(1);

    const eml = fs.readFileSync(path.join(dataDir, "outbox", outbox()[0]), "utf8");
    expect(eml).toContain("To: forgetful@example.com");
    const token = /token=([A-Za-z0-9_-]+)/.exec(eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="))![1];
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 60 * 1000);

    expect(
      (
        await routeOutcome(() =>
          resetLoader(routeArgs(db, new Request(`http://localhost/admin/reset-password?token=${token}`))),
        )
      ).body,
    ).toMatchObject({ valid: true });
    const reset = await setPassword(token, "a brand new password");
    expect(reset.headers.get("Location")).toBe("/admin/login");
    await expect(
      authenticate(db, { email: "forgetful@example.com", password: "a brand new password" }),
    ).resolves.toMatchObject({ id: admin.id });
    await expect(authenticate(db, { email: "forgetful@example.com", password: "the old password" })).rejects.toThrow();
    // Every session of that user ends with the reset.
    expect(await getSessionUser(db, cookie.split("=")[1])).toBeNull();

    // A second use of the same link is refused.
    const again = await setPassword(token, "yet another password");
    expect(again.status).toBe(400);
    expect(
      (
        await routeOutcome(() =>
          resetLoader(routeArgs(db, new Request(`http://localhost/admin/reset-password?token=${token}`))),
        )
      ).body,
    ).toMatchObject({ valid: false });
  }, 90_000);

  it("a newer link leaves the older working (anyone may ask), and using one spends every other", async () => {
    const { createPasswordReset, resetPassword, isPasswordResetValid } = await import("~/modules/auth/auth.server");
    await createAdmin(db, { email: "twice@example.com", password: "the old password" });
    const older = (await createPasswordReset(db, { email: "twice@example.com" }, freshIp()))!.token;
    const newer = (await createPasswordReset(db, { email: "twice@example.com" }, freshIp()))!.token;
    // a stranger asking for the address's link must not spend the one its holder was just sent
    expect(await isPasswordResetValid(db, older)).toBe(true);
    const newPassword = { password: "a brand new password", confirmPassword: "a brand new password" };
    // a link issued, then another used: nothing issued before the reset opens the account afterwards
    await db.insert(passwordResetTokens).values({
      tokenHash: "stray-unused-token-hash",
      userId: (await db.select().from(users).where(eq(users.email, "twice@example.com")))[0].id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await resetPassword(db, { token: newer, ...newPassword });
    await expect(resetPassword(db, { token: older, ...newPassword })).rejects.toThrow(/invalid or has expired/);
    const live = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, "stray-unused-token-hash"));
    expect(live[0].usedAt).not.toBeNull();
  });

  it("answers past an address's quota as for any address, sending no link and keeping the ones sent", async () => {
    const { createPasswordReset, isPasswordResetValid } = await import("~/modules/auth/auth.server");
    await createAdmin(db, { email: "asked@example.com", password: "the old password" });
    const answers = [];
    for (let i = 0; i < LIMITS.loginPerEmail.limit + 3; i++)
      answers.push(await createPasswordReset(db, { email: "Asked@example.com" }, freshIp()));
    const sent = answers.filter((answer) => answer !== null);
    expect(sent).toHaveLength(LIMITS.loginPerEmail.limit);
    expect(answers.slice(LIMITS.loginPerEmail.limit)).toEqual([null, null, null]);
    for (const link of sent) expect(await isPasswordResetValid(db, link!.token)).toBe(true);
  });

  it("refuses a link older than an hour", async () => {
    const { createPasswordReset, resetPassword } = await import("~/modules/auth/auth.server");
    await createAdmin(db, { email: "late@example.com", password: "the old password" });
    const issued = new Date("2026-11-21T09:00:00Z");
    const reset = await createPasswordReset(db, { email: "late@example.com" }, freshIp(), issued);
    await expect(
      resetPassword(
        db,
        { token: reset!.token, password: "a brand new password", confirmPassword: "a brand new password" },
        new Date(issued.getTime() + 61 * 60_000),
      ),
    ).rejects.toThrow(/invalid or has expired/);
  });
});
