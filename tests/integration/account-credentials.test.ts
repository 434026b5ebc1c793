// "Your account": two-factor set up, a new phone for it and a new password each need proof beyond the session
// (the factor in use, or the current password), keep the old factor until the new one is confirmed, and email
// the account holder.
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";

import { sessions, users } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { createSession } from "~/modules/auth/auth.server";
import { verifySecondFactor, WRONG_PROOF } from "~/modules/auth/two-factor.server";
import { action as accountAction } from "~/routes/admin/account";

import { ADMIN_PASSWORD, createAdminSession, enableTwoFactor, TOTP_TEST_SECRET } from "../support/factories";
import { formPost } from "../support/form-request";
import { loginPage } from "../support/login-page";
import { routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

type Me = Awaited<ReturnType<typeof createAdminSession>>;
const post = (me: Me, fields: Record<string, string>) =>
  routeOutcome(() =>
    accountAction(routeArgs(db, formPost("/admin/dashboard/account", { ...fields, csrf: me.csrfToken }, me.cookie))),
  );

const twoFactorOf = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0];
const noticesTo = (email: string) =>
  db
    .select({ data: emailOutbox.data })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "account_notice"), eq(emailOutbox.to, email)));

describe("setting up a new phone", () => {
  it("refuses a session alone, or a wrong proof, and leaves the factor as it was", async () => {
    const me = await createAdminSession(db);
    await enableTwoFactor(db, me.user.id);
    expect((await post(me, { intent: "start" })).status).toBe(400);
    const wrong = await post(me, { intent: "start", proof: "not my password" });
    expect(wrong).toMatchObject({ status: 401, body: { error: WRONG_PROOF } });
    expect(await twoFactorOf(me.user.id)).toMatchObject({ totpSecret: TOTP_TEST_SECRET, totpPendingSecret: null });
  });

  it("with the password, keeps the old phone working until the new one is confirmed, then emails", async () => {
    const me = await createAdminSession(db);
    await enableTwoFactor(db, me.user.id);
    expect((await post(me, { intent: "start", proof: ADMIN_PASSWORD })).status).toBe(302);
    const { totpPendingSecret: pending } = await twoFactorOf(me.user.id);
    expect(pending).toBeTruthy();
    // the old app still signs in while the new one waits
    await expect(
      verifySecondFactor(db, me.user.id, { code: await generate({ secret: TOTP_TEST_SECRET }) }),
    ).resolves.toMatchObject({ method: "app" });
    expect(await noticesTo(me.user.email)).toHaveLength(0);

    const confirmed = await post(me, { intent: "confirm", code: await generate({ secret: pending! }) });
    expect(confirmed.body).toMatchObject({ ok: true });
    expect(await twoFactorOf(me.user.id)).toMatchObject({ totpSecret: pending, totpPendingSecret: null });
    expect(await noticesTo(me.user.email)).toEqual([{ data: { email: me.user.email, change: "two_factor" } }]);
  });

  it("takes a code from the current app as proof too", async () => {
    const me = await createAdminSession(db);
    await enableTwoFactor(db, me.user.id);
    const code = await generate({ secret: TOTP_TEST_SECRET });
    expect((await post(me, { intent: "start", proof: code })).status).toBe(302);
    expect((await twoFactorOf(me.user.id)).totpPendingSecret).toBeTruthy();
  });
});

describe("setting up two-factor for the first time", () => {
  it("needs the password, so a session alone cannot put its own phone on the account, and emails", async () => {
    const me = await createAdminSession(db);
    expect((await post(me, { intent: "start" })).status).toBe(400);
    expect(await post(me, { intent: "start", proof: "not my password" })).toMatchObject({
      status: 401,
      body: { fieldErrors: { proof: "That is not your password." } },
    });
    expect((await twoFactorOf(me.user.id)).totpPendingSecret).toBeNull();

    expect((await post(me, { intent: "start", proof: ADMIN_PASSWORD })).status).toBe(302);
    const { totpPendingSecret: pending } = await twoFactorOf(me.user.id);
    expect((await post(me, { intent: "confirm", code: await generate({ secret: pending! }) })).body).toMatchObject({
      ok: true,
    });
    expect(await noticesTo(me.user.email)).toEqual([{ data: { email: me.user.email, change: "two_factor_on" } }]);
  });
});

describe("turning two-factor off", () => {
  it("needs a code from the app, and emails the account holder", async () => {
    const me = await createAdminSession(db, undefined, "manager");
    await enableTwoFactor(db, me.user.id);
    expect((await post(me, { intent: "disable", code: "000000" })).status).toBe(401);
    expect(await noticesTo(me.user.email)).toHaveLength(0);
    const code = await generate({ secret: TOTP_TEST_SECRET });
    expect((await post(me, { intent: "disable", code })).status).toBe(303);
    expect(await twoFactorOf(me.user.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await noticesTo(me.user.email)).toEqual([{ data: { email: me.user.email, change: "two_factor_off" } }]);
  });
});

describe("changing the password", () => {
  it("needs the current password; then signs out the other sessions, keeps this one, and emails", async () => {
    const me = await createAdminSession(db);
    const other = await createSession(db, me.user.id);
    const fields = {
      intent: "change-password",
      password: "a new long password",
      confirmPassword: "a new long password",
    };

    const wrong = await post(me, { ...fields, currentPassword: "a guess" });
    expect(wrong).toMatchObject({
      status: 401,
      body: { fieldErrors: { currentPassword: "Your current password is not right." } },
    });

    const changed = await post(me, { ...fields, currentPassword: ADMIN_PASSWORD });
    expect(changed.status).toBe(303);
    const left = await db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    expect(left).toHaveLength(1);
    expect(left[0].csrfToken).toBe(me.csrfToken);
    expect(left[0].csrfToken).not.toBe(other.csrfToken);
    expect(await noticesTo(me.user.email)).toEqual([{ data: { email: me.user.email, change: "password" } }]);
    const logIn = loginPage(db);
    expect((await logIn({ intent: "login", email: me.user.email, password: "a new long password" })).status).toBe(302);
  });
});
