// A member of staff moves their account to a new email address: the password (and the code, with two-factor on)
// is asked; the old address signs in until the one-time link is used, the link expires, and using it ends the
// account's other sessions and is written in Activity.
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";

import { sessions, users } from "~/db/schema/auth";
import { listActivityForTarget } from "~/modules/activity/activity.server";

import {
  ADMIN_PASSWORD,
  createAdminSession,
  enableTwoFactor,
  TOTP_TEST_SECRET,
  uniqueEmail,
} from "../../../tests/support/factories";
import { freshTestDb } from "../../../tests/support/test-db";
import { authenticate, createSession } from "./auth.server";
import { confirmEmailChange, EMAIL_CHANGE_TTL_MS, findEmailChange, requestEmailChange } from "./email-change.server";

const { db } = await freshTestDb();

const signsInWith = (email: string) =>
  authenticate(db, { email, password: ADMIN_PASSWORD }).then(
    () => true,
    () => false,
  );

describe("changing one's email address", () => {
  it("needs the current password, and keeps the old address until the link is used once", async () => {
    const me = await createAdminSession(db);
    const newEmail = uniqueEmail("moved");
    await expect(requestEmailChange(db, me.user.id, { newEmail, currentPassword: "a guess" })).rejects.toMatchObject({
      code: "unauthenticated",
      fieldErrors: { currentPassword: expect.any(String) },
    });
    await expect(
      requestEmailChange(db, me.user.id, { newEmail: me.user.email.toUpperCase(), currentPassword: ADMIN_PASSWORD }),
    ).rejects.toMatchObject({ fieldErrors: { newEmail: "That is already your email address." } });

    const change = await requestEmailChange(db, me.user.id, { newEmail, currentPassword: ADMIN_PASSWORD });
    expect(change).toMatchObject({ email: me.user.email, newEmail });
    // nothing changes until the link is used
    expect(await signsInWith(me.user.email)).toBe(true);
    expect(await signsInWith(newEmail)).toBe(false);
    expect(await findEmailChange(db, change.token)).toEqual({ newEmail });

    const other = await createSession(db, me.user.id);
    const done = await confirmEmailChange(db, { token: change.token }, me.token);
    expect(done).toMatchObject({ oldEmail: me.user.email, newEmail, ended: 1 });
    expect(await signsInWith(newEmail)).toBe(true);
    expect(await signsInWith(me.user.email)).toBe(false);
    // the browser that confirmed stays signed in; the account's other sessions end
    const left = await db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    expect(left.map((s) => s.csrfToken)).toEqual([me.csrfToken]);
    expect(left.map((s) => s.csrfToken)).not.toContain(other.csrfToken);

    // the link works once
    await expect(confirmEmailChange(db, { token: change.token })).rejects.toMatchObject({ code: "invalid_input" });
    expect(await findEmailChange(db, change.token)).toBeNull();

    const entries = await listActivityForTarget(db, "staff", newEmail.toLowerCase());
    expect(entries.map((e) => e.summary)).toEqual([`${me.user.email} changed their email address to ${newEmail}`]);
    const asked = await listActivityForTarget(db, "staff", me.user.email.toLowerCase());
    expect(asked.map((e) => e.summary)).toEqual([
      `${me.user.email} asked to change their email address to ${newEmail}`,
    ]);
  });

  it("asks for a code from the app or a recovery code when two-factor is on", async () => {
    const me = await createAdminSession(db);
    await enableTwoFactor(db, me.user.id);
    const input = { newEmail: uniqueEmail("moved"), currentPassword: ADMIN_PASSWORD };
    await expect(requestEmailChange(db, me.user.id, input)).rejects.toMatchObject({
      fieldErrors: { code: expect.any(String) },
    });
    await expect(requestEmailChange(db, me.user.id, { ...input, code: "000000" })).rejects.toMatchObject({
      code: "unauthenticated",
      fieldErrors: { code: expect.any(String) },
    });
    const code = await generate({ secret: TOTP_TEST_SECRET });
    await expect(requestEmailChange(db, me.user.id, { ...input, code })).resolves.toMatchObject({
      newEmail: input.newEmail,
    });
  });

  it("lets a link expire, and a newer request replaces a waiting one", async () => {
    const me = await createAdminSession(db);
    const t0 = new Date("2026-11-29T10:00:00Z");
    const first = await requestEmailChange(
      db,
      me.user.id,
      { newEmail: uniqueEmail("a"), currentPassword: ADMIN_PASSWORD },
      t0,
    );
    const second = await requestEmailChange(
      db,
      me.user.id,
      { newEmail: uniqueEmail("b"), currentPassword: ADMIN_PASSWORD },
      t0,
    );
    await expect(confirmEmailChange(db, { token: first.token }, undefined, t0)).rejects.toMatchObject({
      code: "invalid_input",
    });
    const late = new Date(t0.getTime() + EMAIL_CHANGE_TTL_MS + 1000);
    await expect(confirmEmailChange(db, { token: second.token }, undefined, late)).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect((await db.select({ email: users.email }).from(users).where(eq(users.id, me.user.id)))[0].email).toBe(
      me.user.email,
    );
  });

  it("refuses an address another account signs in with", async () => {
    const me = await createAdminSession(db);
    const other = await createAdminSession(db);
    await expect(
      requestEmailChange(db, me.user.id, { newEmail: other.user.email.toUpperCase(), currentPassword: ADMIN_PASSWORD }),
    ).rejects.toMatchObject({ code: "conflict" });
    // taken between the request and the link: the link changes nothing
    const newEmail = uniqueEmail("raced");
    const change = await requestEmailChange(db, me.user.id, { newEmail, currentPassword: ADMIN_PASSWORD });
    await createAdminSession(db, newEmail);
    await expect(confirmEmailChange(db, { token: change.token })).rejects.toMatchObject({ code: "conflict" });
    expect(await signsInWith(me.user.email)).toBe(true);
  });
});
