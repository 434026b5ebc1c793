// Two-factor sign-in (docs/decisions/040), with a known secret and an injected clock: set-up confirmed by a
// code, ten recovery codes stored hashed and spent once, the code step after the password, replays refused,
// Owners keeping it on; and "Sign out everywhere".
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";

import { recoveryCodes, sessions, users } from "~/db/schema/auth";
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactorSetup,
  verifySecondFactor,
  WRONG_CODE,
} from "~/modules/auth/two-factor.server";
import { action as accountAction } from "~/routes/admin/account";
import { action as codeAction, loader as codeLoader } from "~/routes/admin/sign-in-code";

import { ADMIN_PASSWORD, createAdminSession, enableTwoFactor, TOTP_TEST_SECRET } from "../support/factories";
import { formPost } from "../support/form-request";
import { loginPage } from "../support/login-page";
import { routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const T0 = new Date("2026-11-27T10:00:00Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe("setting up two-factor sign-in", () => {
  it("turns on only with a code from the new secret, and shows ten recovery codes stored hashed", async () => {
    const { user } = await createAdminSession(db, "owner@example.com");
    const setup = await startTwoFactorSetup(db, user.id, "Retro Shop", { proof: ADMIN_PASSWORD });
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    await expect(confirmTwoFactor(db, user.id, { code: "000000" }, T0)).rejects.toThrow(WRONG_CODE);
    // a code from two steps away is refused; one from the step before (a phone's clock drifts) is not
    await expect(confirmTwoFactor(db, user.id, { code: await codeAt(setup.secret, later(-65)) }, T0)).rejects.toThrow(
      WRONG_CODE,
    );
    const { recoveryCodes: codes } = await confirmTwoFactor(
      db,
      user.id,
      { code: await codeAt(setup.secret, later(-30)) },
      T0,
    );
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((s) => s.codeHash).join()).not.toContain(code.replace("-", ""));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: setup.secret, totpPendingSecret: null, totpEnabledAt: T0 });
  });

  it("accepts each app code once, and each recovery code once", async () => {
    const { user } = await createAdminSession(db);
    await enableTwoFactor(db, user.id);
    const code = await codeAt(TOTP_TEST_SECRET, T0);
    await expect(verifySecondFactor(db, user.id, { code }, T0)).resolves.toEqual({ method: "app" });
    await expect(verifySecondFactor(db, user.id, { code }, later(10))).rejects.toThrow(WRONG_CODE);
    const next = await codeAt(TOTP_TEST_SECRET, later(30));
    await expect(verifySecondFactor(db, user.id, { code: next }, later(30))).resolves.toEqual({ method: "app" });

    // a new phone for an account with two-factor on needs proof: here the password
    const setup = await startTwoFactorSetup(db, user.id, "Retro Shop", { proof: ADMIN_PASSWORD });
    const { recoveryCodes: codes } = await confirmTwoFactor(db, user.id, { code: await codeAt(setup.secret, T0) }, T0);
    await expect(verifySecondFactor(db, user.id, { code: codes[3].toUpperCase() }, T0)).resolves.toEqual({
      method: "recovery",
    });
    await expect(verifySecondFactor(db, user.id, { code: codes[3] }, T0)).rejects.toThrow(WRONG_CODE);
  });

  it("keeps it on for an Owner; anyone else switches it off with a code", async () => {
    const owner = await createAdminSession(db);
    await enableTwoFactor(db, owner.user.id);
    await expect(
      disableTwoFactor(db, { id: owner.user.id, role: "owner" }, { code: await codeAt(TOTP_TEST_SECRET, T0) }, T0),
    ).rejects.toThrow("Owners keep two-factor sign-in");

    const manager = await createAdminSession(db, undefined, "manager");
    await enableTwoFactor(db, manager.user.id);
    await expect(
      disableTwoFactor(db, { id: manager.user.id, role: "manager" }, { code: "123456" }, T0),
    ).rejects.toThrow(WRONG_CODE);
    await disableTwoFactor(
      db,
      { id: manager.user.id, role: "manager" },
      { code: await codeAt(TOTP_TEST_SECRET, T0) },
      T0,
    );
    const [row] = await db.select().from(users).where(eq(users.id, manager.user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
  });
});

describe("signing in with two-factor on", () => {
  const logIn = loginPage(db);

  it("asks for the code after the password, and starts the session only when it is right", async () => {
    const { user } = await createAdminSession(db, "owner@example.com");
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    await enableTwoFactor(db, user.id);

    const password = await logIn({ intent: "login", email: "owner@example.com", password: ADMIN_PASSWORD });
    expect(password.status).toBe(302);
    expect(password.headers.get("Location")).toBe("/admin/sign-in-code");
    const cookies = password.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("shop_session="))).toBe(false);
    const pending = cookies.find((c) => c.startsWith("shop_2fa="))!.split(";")[0];
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const wrong = await routeOutcome(() =>
      codeAction(routeArgs(db, formPost("/admin/sign-in-code", { code: "000000" }, pending))),
    );
    expect(wrong).toMatchObject({ status: 401, body: { error: WRONG_CODE } });

    const code = await generate({ secret: TOTP_TEST_SECRET });
    const right = await routeOutcome(() =>
      codeAction(routeArgs(db, formPost("/admin/sign-in-code", { code }, pending))),
    );
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/admin/dashboard");
    expect(right.headers.getSetCookie().some((c) => c.startsWith("shop_session="))).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("sends a forged or missing code-step cookie back to the password", async () => {
    const { user } = await createAdminSession(db);
    const forged = `shop_2fa=${user.id}.${Date.now() + 60_000}.forged`;
    for (const cookie of [forged, undefined]) {
      const page = await routeOutcome(() =>
        codeLoader(
          routeArgs(db, new Request("http://localhost/admin/sign-in-code", { headers: { Cookie: cookie ?? "" } })),
        ),
      );
      expect(page.headers.get("Location")).toBe("/admin/login");
      const sent = await routeOutcome(() =>
        codeAction(routeArgs(db, formPost("/admin/sign-in-code", { code: "123456" }, cookie))),
      );
      expect(sent.headers.get("Location")).toBe("/admin/login");
    }
  });

  it("stops guessing after five wrong codes, even before the right one", async () => {
    const { user } = await createAdminSession(db);
    await enableTwoFactor(db, user.id);
    for (let i = 0; i < 5; i++)
      await expect(verifySecondFactor(db, user.id, { code: `00000${i}` }, T0)).rejects.toThrow(WRONG_CODE);
    await expect(verifySecondFactor(db, user.id, { code: await codeAt(TOTP_TEST_SECRET, T0) }, T0)).rejects.toThrow(
      /Too many attempts/,
    );
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the account and no one else's", async () => {
    const me = await createAdminSession(db, "me@example.com");
    const other = await createAdminSession(db, "other@example.com");
    const { createSession } = await import("~/modules/auth/auth.server");
    await createSession(db, me.user.id);
    const result = await routeOutcome(() =>
      accountAction(
        routeArgs(
          db,
          formPost("/admin/dashboard/account", { intent: "sign-out-everywhere", csrf: me.csrfToken }, me.cookie),
        ),
      ),
    );
    expect(result.headers.get("Location")).toBe("/admin/login");
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1);
  });
});
