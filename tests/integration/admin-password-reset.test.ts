// Resetting an admin's password by an emailed one-time link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { passwordResetTokens, users } from "~/db/schema/auth";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { LIMITS } from "~/lib/rate-limit.server";
import { authenticate, createAdmin, getSessionUser } from "~/modules/auth/auth.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";

import { createAdminSession } from "../support/factories";
import { formPost } from "../support/form-request";
import { freshIp, routeArgs, routeOutcome } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();

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
