// Taking an account back: a password reset, "Sign out everywhere" and create-admin end the account's sessions
// and its half-finished sign-ins (the code step after a right password), and create-admin --reset-two-factor
// lets an Owner who lost both phone and recovery codes in again.
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";

import { recoveryCodes, sessions } from "~/db/schema/auth";
import { signOutEverywhere } from "~/modules/auth/account-sessions.server";
import { createAdmin, createPasswordReset, resetPassword } from "~/modules/auth/auth.server";
import { isTwoFactorOn } from "~/modules/auth/two-factor.server";
import { action as codeAction } from "~/routes/admin/sign-in-code";

import { ADMIN_PASSWORD, createAdminSession, enableTwoFactor, TOTP_TEST_SECRET } from "../support/factories";
import { formPost } from "../support/form-request";
import { loginPage } from "../support/login-page";
import { freshIp, routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const logIn = loginPage(db);

/** An Owner with two-factor on who has typed the right password: the code step's cookie. */
async function halfSignedIn() {
  const { user } = await createAdminSession(db);
  await enableTwoFactor(db, user.id);
  const password = await logIn({ intent: "login", email: user.email, password: ADMIN_PASSWORD });
  expect(password.headers.get("Location")).toBe("/admin/sign-in-code");
  const pending = password.headers
    .getSetCookie()
    .find((c) => c.startsWith("shop_2fa="))!
    .split(";")[0];
  return { user, pending };
}

const enterCode = async (pending: string) =>
  routeOutcome(async () =>
    codeAction(
      routeArgs(db, formPost("/admin/sign-in-code", { code: await generate({ secret: TOTP_TEST_SECRET }) }, pending)),
    ),
  );

describe("ending a half-finished sign-in", () => {
  it("lets the right code in while nothing happened in between", async () => {
    const { pending } = await halfSignedIn();
    expect((await enterCode(pending)).headers.get("Location")).toBe("/admin/dashboard");
  });

  it("sends the code step back to the password after 'Sign out everywhere'", async () => {
    const { user, pending } = await halfSignedIn();
    await signOutEverywhere(db, user.id);
    const sent = await enterCode(pending);
    expect(sent.headers.get("Location")).toBe("/admin/login");
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("sends the code step back to the password after a password reset", async () => {
    const { user, pending } = await halfSignedIn();
    const reset = await createPasswordReset(db, { email: user.email }, freshIp());
    await resetPassword(db, {
      token: reset!.token,
      password: "a brand new password",
      confirmPassword: "a brand new password",
    });
    expect((await enterCode(pending)).headers.get("Location")).toBe("/admin/login");
  });
});

describe("create-admin on an existing account", () => {
  it("ends the account's sessions and half-finished sign-ins with the new password", async () => {
    const { user, pending } = await halfSignedIn();
    await createAdminSession(db, user.email);
    await createAdmin(db, { email: user.email, password: "the recovered password" });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await enterCode(pending)).headers.get("Location")).toBe("/admin/login");
    // two-factor stays on without the flag
    expect(await isTwoFactorOn(db, user.id)).toBe(true);
  });

  it("with --reset-two-factor, switches two-factor off so the password alone signs in", async () => {
    const { user } = await createAdminSession(db);
    await enableTwoFactor(db, user.id);
    await db.insert(recoveryCodes).values({ userId: user.id, codeHash: "a lost code" });
    await createAdmin(db, { email: user.email, password: "the recovered password" }, { resetTwoFactor: true });
    expect(await isTwoFactorOn(db, user.id)).toBe(false);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const signedIn = await logIn({ intent: "login", email: user.email, password: "the recovered password" });
    expect(signedIn.headers.get("Location")).toBe("/admin/dashboard");
  });
});
