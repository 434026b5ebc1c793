// Signing in to the back office: a new session with a safe cookie, the refusals, and no public sign-up.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions, users } from "~/db/schema/auth";
import { SIGN_UP_CLOSED } from "~/modules/auth/auth.schema";
import { authenticate, createAdmin, getSessionUser } from "~/modules/auth/auth.server";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as loginAction } from "~/routes/admin/login";

import { createAdminSession, createUserWithoutRole } from "../support/factories";
import { loginPage } from "../support/login-page";
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
